import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import routes from '../../exposes/routes';
import QuestionsPage from './questions-page';

const SLOW = { timeout: 15_000 };

let platform: Platform;
let puts: number;

function renderQuestions() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/securityCenter/questions" element={<QuestionsPage />} />
    </Routes>,
    { route: '/m/securityCenter/questions' },
  );
}

beforeEach(async () => {
  platform = createPlatform();
  puts = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/security/questions' && request.method === 'PUT') puts += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  await login({ username: 'demo02', password: 'Demo1234', type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

async function setTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByLabelText('Question 1', {}, SLOW),
    'What was the name of your first pet?',
  );
  await user.type(screen.getByLabelText(/^Answer 1/), 'Mya Kyi');
  await user.selectOptions(screen.getByLabelText('Question 2'), 'In which town was your mother born?');
  await user.type(screen.getByLabelText(/^Answer 2/), 'မန္တလေး');
  await user.dblClick(screen.getByRole('button', { name: 'Save questions' }));
}

describe('/m/securityCenter/questions', () => {
  it('is a real-account route back to the security centre', () => {
    expect(routes.find((r) => r.path === '/m/securityCenter/questions')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-security:questions.title',
    });
  });

  it('sets two questions once (double tap sends once), then asks to confirm them', async () => {
    const user = userEvent.setup();
    renderQuestions();
    await setTwo(user);
    expect(await screen.findByRole('heading', { name: 'Confirm your answers' }, SLOW)).toBeInTheDocument();
    expect(puts).toBe(1);
    expect(platform.state.securityQuestions.get('demo02')!.answers.map((a) => a.questionId)).toEqual([
      'firstPet',
      'motherBirthplace',
    ]);
    expect(screen.getByLabelText(/^What was the name of your first pet\?/)).toHaveValue('');
  });

  it('refuses the same question twice and empty answers before sending', async () => {
    const user = userEvent.setup();
    renderQuestions();
    await user.selectOptions(
      await screen.findByLabelText('Question 1', {}, SLOW),
      'What was the name of your first pet?',
    );
    await user.selectOptions(screen.getByLabelText('Question 2'), 'What was the name of your first pet?');
    await user.type(screen.getByLabelText(/^Answer 2/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Choose a different question from the first')).toBeInTheDocument();
    expect(screen.getByText('Please enter an answer')).toBeInTheDocument();
    expect(screen.getByText('Answers are 2-30 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Answer 2/)).toHaveValue('x');
    expect(puts).toBe(0);
  });

  it('verifies answers regardless of case and spaces, counts wrong tries, keeps the typed answers, then locks', async () => {
    const user = userEvent.setup();
    renderQuestions();
    await setTwo(user);
    const pet = await screen.findByLabelText(/^What was the name of your first pet\?/, {}, SLOW);
    const town = screen.getByLabelText(/^In which town was your mother born\?/);
    await user.type(pet, '  mya   KYI ');
    await user.type(town, 'မန္တလေး');
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText('Your answers are right.', {}, SLOW)).toBeInTheDocument();

    await user.clear(town);
    await user.type(town, 'Yangon');
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText('The answers are not right (4 tries left)', {}, SLOW)).toBeInTheDocument();
    expect(town).toHaveValue('Yangon');
    for (let i = 0; i < 4; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Check answers' }));
      if (i < 3) await screen.findByText(`The answers are not right (${3 - i} tries left)`, {}, SLOW);
    }
    const locked = await screen.findByText(/Too many wrong answers. You can try again after/, {}, SLOW);
    expect(locked).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Check answers' })).toBeNull();
  });

  it('speaks Burmese', async () => {
    const { changeLanguage } = await import('@mc/shared-kernel');
    await changeLanguage('MY');
    renderQuestions();
    const select = await screen.findByLabelText('မေးခွန်း 1', {}, SLOW);
    expect(within(select).getByRole('option', { name: 'သင်၏ ပထမဆုံး ကျောင်းအမည်မှာ ဘာလဲ။' })).toBeInTheDocument();
  });
});
