// Two screens of different features on one page: what the personal-info screen (security centre) changes, the
// member centre's panel (mine) shows without a reload — they read the same queries (the member info, the head
// icon entity's picture).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../i18n/namespace';
import { simAdmin } from '../testing/sim';
import { MemberPanel } from '../features/mine/components/member-panel';
import ProfilePage from '../features/security-centre/profile-page';

const SLOW = { timeout: 10_000 };
const MB5 = 5 * 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const picture = (name: string, type: string, head: number[], size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

let platform: Platform;
let uploads: number;
let headIconReads: number;

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/securityCenter/profile"
        element={
          <>
            <MemberPanel />
            <ProfilePage />
          </>
        }
      />
    </Routes>,
    { route: '/m/securityCenter/profile' },
  );
}

const pictureInput = () => screen.getByLabelText(/^New picture/, { selector: 'input' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload picture' });
const panel = () => screen.getByRole('region', { name: 'Member centre' });

beforeEach(async () => {
  platform = createPlatform();
  uploads = 0;
  headIconReads = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/member/headIcon') {
        if (request.method === 'POST') uploads += 1;
        else headIconReads += 1;
      }
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  act(() => toastStore.setState({ toasts: [] }));
  await login({ username: 'demo01', password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

describe('nickname', () => {
  it('changes on the profile page and the member panel shows it without a reload', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Now: Demo Player', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Demo Player');
    await user.type(screen.getByLabelText(/^New nickname/), '  ကိုကို 7 ');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Now: ကိုကို 7', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('mine-name')).toHaveTextContent('ကိုကို 7');
  });
});

describe('profile picture (PROFPIC3)', () => {
  it('uploads a picture, previewed square, and the member centre shows it without a reload', async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByRole('img', { name: 'No profile picture yet' }, SLOW)).toBeInTheDocument();
    expect(within(panel()).getByTestId('head-icon-none')).toBeInTheDocument();

    await user.upload(pictureInput(), picture('me.png', 'image/png', PNG, 40_000));
    // The kit's preview: a square box, the picture cut from its middle (object-fit: cover).
    const preview = await screen.findByRole('img', { name: 'Picture 1: me.png' });
    expect(preview).toHaveClass('mc-images__preview');
    await user.click(uploadButton());
    expect(await screen.findByText('Profile picture saved', {}, SLOW)).toBeInTheDocument();

    const stored = platform.state.headIcons.get('demo01')!;
    expect(stored.bytes.length).toBe(40_000);
    expect(stored.type).toBe('image/png');
    const url = `/wps/assets/head/${stored.file}`;
    await waitFor(() => expect(within(panel()).getByTestId('head-icon')).toHaveAttribute('src', url));
    expect(within(panel()).getByTestId('head-icon')).toHaveAttribute('alt', '');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', url);
    expect(screen.queryByRole('img', { name: 'Picture 1: me.png' })).not.toBeInTheDocument();
    expect(uploads).toBe(1);
  });

  // The upload of it is platform-sim's head-icon test (the same form-urlencoded body; here it would take jsdom ~20 s).
  it('takes a picture of exactly 5 MB', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('img', { name: 'No profile picture yet' }, SLOW);
    await user.upload(pictureInput(), picture('limit.jpg', 'image/jpeg', JPEG, MB5));
    expect(await screen.findByRole('img', { name: 'Picture 1: limit.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a picture of the wrong type or over 5 MB under the field, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    await screen.findByRole('img', { name: 'No profile picture yet' }, SLOW);

    await user.upload(pictureInput(), picture('anim.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPG pictures');
    await user.upload(pictureInput(), picture('renamed.png', 'image/png', [0x4d, 0x5a]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG or JPG pictures');
    await user.upload(pictureInput(), picture('big.jpg', 'image/jpeg', JPEG, MB5 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This picture is larger than 5 MB');

    expect(uploads).toBe(0);
    expect(platform.state.headIcons.size).toBe(0);
  });

  it('asks for a picture before uploading', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('img', { name: 'No profile picture yet' }, SLOW);
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a picture first');
    expect(uploads).toBe(0);
    expect(platform.state.headIcons.size).toBe(0);
  });

  it('keeps the chosen picture and says why when the platform refuses', async () => {
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('img', { name: 'No profile picture yet' }, SLOW);
    await user.upload(pictureInput(), picture('me.jpg', 'image/jpeg', JPEG));
    // Switched off while the screen was open: the platform answers feature.disabled.
    await simAdmin(platform, 'switches', { PROFPIC3: false });
    await user.click(uploadButton());
    expect(await screen.findByText(/feature is temporarily unavailable/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1: me.jpg' })).toBeInTheDocument();
    expect(platform.state.headIcons.size).toBe(0);
  });

  it('PROFPIC3 off: no picture section, no picture in the member centre, no call', async () => {
    await simAdmin(platform, 'switches', { PROFPIC3: false });
    renderProfile();
    expect(await screen.findByText('Now: Demo Player', {}, SLOW)).toBeInTheDocument();
    await screen.findByTestId('mine-name', {}, SLOW);
    expect(screen.queryByRole('heading', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^New picture/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('head-icon')).not.toBeInTheDocument();
    expect(screen.queryByTestId('head-icon-none')).not.toBeInTheDocument();
    expect(headIconReads).toBe(0);
  });

  it('a picture uploaded before is shown in the member centre', async () => {
    const bytes = new Uint8Array(64);
    bytes.set(JPEG);
    platform.state.headIcons.set('demo01', { file: 'abc.jpg', type: 'image/jpeg', bytes });
    renderProfile();
    expect(await within(panel()).findByTestId('head-icon', {}, SLOW)).toHaveAttribute(
      'src',
      '/wps/assets/head/abc.jpg',
    );
  });
});
