import { expect, test } from './support/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gameTiles, sim } from './support/platform';

const SITE = 'http://localhost:3000';

/**
 * Another site's page sending what any origin may send without a CORS preflight: text/plain bodies by
 * no-cors fetch and by auto-submitted forms (the `name=value` of a text/plain form is the JSON
 * `{"maintenance":true,"x":"="}`). The forms post into frames so the page stays to send both.
 */
const ATTACK_PAGE = `<!doctype html>
<title>elsewhere</title>
<iframe name="modeSink"></iframe><iframe name="faultSink"></iframe>
<form id="mode" method="post" enctype="text/plain" target="modeSink" action="${SITE}/__sim/mode"><input name='{"maintenance":true,"x":"' value='"}'></form>
<form id="fault" method="post" enctype="text/plain" target="faultSink" action="${SITE}/__sim/faults"><input name='{"path":"/wps/","status":500,"x":"' value='"}'></form>
<script>
  const send = (path, body) => fetch('${SITE}' + path, { mode: 'no-cors', method: 'POST', headers: { 'content-type': 'text/plain' }, body });
  Promise.allSettled([send('/__sim/mode', '{"maintenance":true}'), send('/__sim/faults', '{"path":"/wps/","status":500}')]).then(() => {
    document.getElementById('mode').submit();
    document.getElementById('fault').submit();
  });
</script>`;

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('a cross-origin page cannot change the sim', async ({ page, request }) => {
  await sim.reset(request);
  const attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTACK_PAGE);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = attacker.address() as AddressInfo;
    const answers: Array<[string, number]> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/__sim/')) answers.push([url.pathname, response.status()]);
    });
    // 127.0.0.1 is another site than localhost; localhost on another port is the same site, another origin.
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      answers.length = 0;
      await page.goto(`${origin}/`);
      await expect.poll(() => answers.length).toBe(4);
      expect(answers.sort()).toEqual([
        ['/__sim/faults', 403],
        ['/__sim/faults', 403],
        ['/__sim/mode', 403],
        ['/__sim/mode', 403],
      ]);
    }
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }

  expect(await sim.get(request, '/__sim/mode')).toMatchObject({ maintenance: false });
  expect(await sim.get(request, '/__sim/faults')).toEqual([]);
  // The site's own calls still get real answers: no maintenance, no injected failure.
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await expect(gameTiles(page).first()).toBeVisible();
});
