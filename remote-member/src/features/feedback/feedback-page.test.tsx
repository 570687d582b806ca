import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { JPEG_BYTES, PNG_BYTES } from '@mc/platform-sim/testing';
import {
  renderAtPath,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  DRAFT_KEY_PREFIX,
} from '@mc/shared-kernel/testing';
import { changeLanguage, login } from '@mc/shared-kernel';
import '../../i18n/feedback/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import { FEEDBACK_DRAFT_KEY } from './feedback-draft';
import FeedbackPage from './feedback-page';

const SLOW = { timeout: 15_000 };
const fileOf = (bytes: Uint8Array, name: string, type: string): File =>
  new NodeFile([bytes], name, { type }) as unknown as File;

let platform: Platform;
let posts: number;

beforeEach(async () => {
  platform = createPlatform();
  posts = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/wps/feedback') posts += 1;
      return platform.fetch(request);
    },
  });
  // Node's FormData, so the multipart body reaches the in-process platform as a browser would send it.
  globalThis.FormData = (
    await new Response('a=b', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

const open = () => renderAtPath('/m/feedback', <FeedbackPage />);
const typeField = () => screen.getByRole('combobox', { name: /Type/ });
const content = () => screen.getByRole('textbox', { name: /Your feedback/ });
const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });
const pictureInput = () => screen.getByLabelText(/Choose a picture/, { selector: 'input' });
const myList = () => screen.findByRole('list', { name: 'My feedback' }, SLOW);

async function ready() {
  await waitFor(
    () => expect(within(typeField()).getByRole('option', { name: 'Withdrawal' })).toBeInTheDocument(),
    SLOW,
  );
}

describe('/m/feedback', () => {
  it('needs a member and goes back to the member centre', () => {
    expect(routes.find((r) => r.path === '/m/feedback')).toMatchObject({
      guard: 'member',
      titleKey: 'member-feedback:title',
      header: 'default',
    });
  });

  it('lists my feedback with status and the reply shown as text', async () => {
    open();
    const list = await myList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Withdrawal');
    expect(items[0]).toHaveTextContent('Waiting');
    expect(items[1]).toHaveTextContent('Replied');
    expect(items[1]).toHaveTextContent('Our reply');
    // The markup in the reply is shown as typed, never made into elements.
    expect(items[1]).toHaveTextContent('<script>window.__xss=1</script>');
    expect(items[1]!.querySelector('script')).toBeNull();
    expect(items[1]).toHaveTextContent('1 picture attached');
  });

  it.each([
    ['', 'Please write your feedback'],
    ['        ', 'Please write your feedback'],
    ['too short', 'Please write 10 to 500 characters'],
    ['x'.repeat(501), 'Please write 10 to 500 characters'],
    ['Hidden \u202Ereversed text', 'The text holds invisible or control characters; please type it again'],
    ['Zero\u200Bwidth characters inside', 'The text holds invisible or control characters; please type it again'],
  ])('refuses the text %j under the field and sends nothing', async (text, message) => {
    open();
    await ready();
    const user = userEvent.setup();
    await user.selectOptions(typeField(), 'OTHER');
    if (text) await user.click(content());
    if (text) await user.paste(text);
    await user.click(sendButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(content()).toHaveValue(text);
    expect(posts).toBe(0);
  });

  it('asks for a type, and takes multi-line text and Burmese', async () => {
    open();
    await ready();
    const user = userEvent.setup();
    await user.click(content());
    await user.paste('ငွေသွင်းတာ မရောက်သေးပါ။\nစစ်ပေးပါ။');
    await user.click(sendButton());
    expect(await screen.findByText('Please choose a type')).toBeInTheDocument();
    expect(posts).toBe(0);
    await user.selectOptions(typeField(), 'DEPOSIT');
    expect(screen.queryByText('Please choose a type')).not.toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(posts).toBe(1));
    await waitFor(
      () => expect(within(screen.getByRole('list', { name: 'My feedback' })).getAllByRole('listitem')).toHaveLength(3),
      SLOW,
    );
    expect(within(screen.getByRole('list', { name: 'My feedback' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'ငွေသွင်းတာ မရောက်သေးပါ။',
    );
    // The keyboard and a screen reader land on the list that now holds it.
    expect(screen.getByRole('heading', { name: 'My feedback' })).toHaveFocus();
  });

  it('sends feedback typed in Zawgyi in Unicode, shown in the field once it is left', async () => {
    open();
    await ready();
    const user = userEvent.setup();
    await user.selectOptions(typeField(), 'DEPOSIT');
    // Two lines of the myanmar-tools package's Zawgyi test article, and their Unicode.
    await user.click(content());
    await user.paste('ၾကည့္႐ႈစစ္ေဆးသည္။\nလိုအပ္ေၾကာင္း ေျပာၾကားသည္။');
    await user.tab();
    await waitFor(() => expect(content()).toHaveValue('ကြည့်ရှုစစ်ဆေးသည်။\nလိုအပ်ကြောင်း ပြောကြားသည်။'), SLOW);
    await user.click(sendButton());
    await waitFor(() => expect(posts).toBe(1));
    const list = screen.getByRole('list', { name: 'My feedback' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('ကြည့်ရှုစစ်ဆေးသည်။'), SLOW);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('လိုအပ်ကြောင်း ပြောကြားသည်။');
  });

  it('sends a feedback with two pictures once on a double tap, then lists it and empties the form', async () => {
    open();
    await ready();
    const user = userEvent.setup();
    await user.selectOptions(typeField(), 'GAME');
    await user.type(content(), 'The game froze after a spin.');
    await user.upload(pictureInput(), fileOf(PNG_BYTES, 'one.png', 'image/png'));
    await user.upload(pictureInput(), fileOf(JPEG_BYTES, 'two.jpg', 'image/jpeg'));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await user.dblClick(sendButton());
    expect(await screen.findByText('Thank you, your feedback was sent', {}, SLOW)).toBeInTheDocument();
    expect(posts).toBe(1);
    const list = screen.getByRole('list', { name: 'My feedback' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), SLOW);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('The game froze after a spin.');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('2 pictures attached');
    expect(content()).toHaveValue('');
    expect(typeField()).toHaveValue('');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
  });

  it('refuses a file that is not a picture and keeps the ones chosen', async () => {
    open();
    await ready();
    const user = userEvent.setup();
    await user.upload(pictureInput(), fileOf(PNG_BYTES, 'one.png', 'image/png'));
    await user.upload(
      pictureInput(),
      fileOf(new TextEncoder().encode('<svg onload=alert(1)>'), 'evil.png', 'image/png'),
    );
    expect(await screen.findByText('Only PNG or JPG pictures')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('keeps everything typed when the platform refuses, with the message under the field', async () => {
    open();
    await ready();
    await simAdmin(platform, 'faults', {
      path: '/wps/feedback',
      method: 'POST',
      code: 'feedback.content',
      status: 200,
      times: 1,
    });
    const user = userEvent.setup();
    await user.selectOptions(typeField(), 'ACCOUNT');
    await user.type(content(), 'I cannot change my nickname.');
    await user.upload(pictureInput(), fileOf(PNG_BYTES, 'one.png', 'image/png'));
    await user.click(sendButton());
    expect(await screen.findByText('Please write your feedback', {}, SLOW)).toBeInTheDocument();
    expect(content()).toHaveValue('I cannot change my nickname.');
    expect(typeField()).toHaveValue('ACCOUNT');
    expect(screen.getAllByRole('img')).toHaveLength(1);

    await simAdmin(platform, 'faults', {
      path: '/wps/feedback',
      method: 'POST',
      code: 'server.error',
      status: 200,
      times: 1,
    });
    await user.type(content(), ' Please help.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(content()).toHaveValue('I cannot change my nickname. Please help.');
    await user.click(sendButton());
    expect(await screen.findByText('Thank you, your feedback was sent', {}, SLOW)).toBeInTheDocument();
  });

  it('brings back the type and text after leaving the page, not for another member', async () => {
    const first = open();
    await ready();
    const user = userEvent.setup();
    await user.selectOptions(typeField(), 'SUGGESTION');
    await user.type(content(), 'Please add more lottery games.');
    first.unmount();
    open();
    await ready();
    await waitFor(() => expect(content()).toHaveValue('Please add more lottery games.'));
    expect(typeField()).toHaveValue('SUGGESTION');
    expect(sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).toContain('demo01');
  });

  it('keeps the draft under a key the kernel keeps through a lost session', () => {
    expect(FEEDBACK_DRAFT_KEY.startsWith(DRAFT_KEY_PREFIX)).toBe(true);
  });

  it('shows a failed type list with Retry, an empty list, and the switch off', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/feedback/types', code: 'server.error', status: 200, times: 1 });
    const first = open();
    const alert = await screen.findByRole('alert', {}, SLOW);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await ready();
    first.unmount();

    platform.state.feedback.clear();
    const second = open();
    expect(await screen.findByText('You have not sent any feedback yet', {}, SLOW)).toBeInTheDocument();
    second.unmount();

    await simAdmin(platform, 'switches', { FEEDBACK3: false });
    open();
    expect(await screen.findByText('Feedback is not available at the moment.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('loads the type names in the new language', async () => {
    open();
    await ready();
    await act(() => changeLanguage('MY'));
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('combobox', { name: /အမျိုးအစား/ })).getByRole('option', { name: 'ငွေထုတ်ခြင်း' }),
        ).toBeInTheDocument(),
      SLOW,
    );
  });
});
