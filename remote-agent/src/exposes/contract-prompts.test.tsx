// The contract pages (contracts) and the home widget this remote exposes (contract-prompts, ./contract-prompts):
// a contract answered on its page is no longer prompted about on home.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { DEMO_ACCOUNTS } from '@mc/platform-sim';
import { setRuntimeConfig } from '@mc/shared-kernel';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import '../i18n/namespace';
import SalaryContractPage from '../features/contracts/salary-contract-page';
import { signIn, startTestSim } from '../testing/test-sim';
import ContractPrompts from './contract-prompts';

const SLOW = { timeout: 15_000 };

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/member/agent/getSalaryContract" element={<SalaryContractPage />} />
      <Route
        path="/m/home"
        element={
          <main data-testid="home">
            <ContractPrompts />
          </main>
        }
      />
    </Routes>,
    { route },
  );
}

beforeEach(async () => {
  await startTestSim();
  setRuntimeConfig({});
  await signIn(DEMO_ACCOUNTS.agent);
});

it('a contract accepted on its page leaves home prompting only about the others', async () => {
  const user = userEvent.setup();
  const page = renderAt('/m/member/agent/getSalaryContract');
  await screen.findByRole('heading', { level: 2 }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Accepted'), SLOW);
  page.unmount();

  // Home asks the platform again: only the dividend contract is left to prompt about.
  renderAt('/m/home');
  expect(await screen.findByRole('dialog', { name: 'Contract awaiting you' }, SLOW)).toHaveTextContent(
    'A dividend contract is waiting for your answer.',
  );
});
