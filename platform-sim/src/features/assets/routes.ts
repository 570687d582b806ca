import type { Ctx } from '../../core/context';
import { SimError } from '../../core/errors';
import type { Routes } from '../../core/router';
import { badgeSvg, bannerSvg, gameIconSvg, vendorTileSvg } from '../../assets/svg';
import { BANNER_TITLES } from '../../data/announcements';
import { gameIconPng } from '../../assets/game-icon';
import { channelIconSvg, qrSvg } from '../../assets/qr';
import { channelById } from '../../data/deposit';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function svg(body: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': LONG_CACHE },
  });
}

function svgName(ctx: Ctx): string {
  const file = ctx.params.file ?? '';
  if (!file.endsWith('.svg')) throw new SimError('request.not.found', { status: 404 });
  return file.slice(0, -'.svg'.length);
}

const notFound = (): SimError => new SimError('request.not.found', { status: 404 });

/** Drawn once per game and kept: the benchmark scrolls through thousands. */
const iconCache = new Map<string, Buffer>();

/** Game icons are PNGs, like a real catalogue's (see gameIconPng); the older `.svg` address still answers. */
function gameIcon(ctx: Ctx): Response {
  const [, nodeId = '', extension] = /^(.+)\.(png|svg)$/.exec(ctx.params.file ?? '') ?? [];
  const game = ctx.sim.catalogue.byNodeId.get(nodeId);
  if (!game) throw notFound();
  if (extension === 'svg') return svg(gameIconSvg(game.gameName, game.vassalage));
  const key = `${game.gameName}|${game.vassalage}`;
  let png = iconCache.get(key);
  if (!png) {
    png = gameIconPng(game.gameName, game.vassalage);
    iconCache.set(key, png);
  }
  return new Response(new Uint8Array(png), {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': LONG_CACHE },
  });
}

function vendorTile(ctx: Ctx): Response {
  const code = svgName(ctx);
  const vendor = ctx.sim.catalogue.vendors.find((v) => v.vassalage === code);
  if (!vendor) throw notFound();
  return svg(vendorTileSvg(vendor.displayName, vendor.vassalage));
}

function banner(ctx: Ctx): Response {
  const n = Number(svgName(ctx));
  const title = Number.isInteger(n) ? BANNER_TITLES[n - 1] : undefined;
  if (!title) throw notFound();
  return svg(bannerSvg(title, n));
}

function team(ctx: Ctx): Response {
  const slug = svgName(ctx);
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) throw notFound();
  return svg(badgeSvg(slug.replace(/-/g, ' ')));
}

/** The QR code of a QR e-wallet or USDT channel: what its receiving account would encode. */
function qrCode(ctx: Ctx): Response {
  const channel = channelById(svgName(ctx));
  if (!channel || (channel.kind !== 'QR' && channel.kind !== 'USDT')) throw notFound();
  return svg(
    qrSvg(
      channel.kind === 'USDT'
        ? `tron:${channel.address ?? ''}`
        : `${channel.wallet ?? ''}:${channel.accountNo ?? ''}:${channel.accountName ?? ''}`,
    ),
  );
}

function channelIcon(ctx: Ctx): Response {
  const channel = channelById(svgName(ctx));
  if (!channel) throw notFound();
  return svg(channelIconSvg(channel.name));
}

/** Generated images under /wps/assets/…, served with long cache headers. */
export function registerAssets(router: Routes): void {
  router
    .get('/wps/assets/game/:file', gameIcon)
    .get('/wps/assets/vendor/:file', vendorTile)
    .get('/wps/assets/banner/:file', banner)
    .get('/wps/assets/team/:file', team)
    .get('/wps/assets/qr/:file', qrCode)
    .get('/wps/assets/channel/:file', channelIcon);
}
