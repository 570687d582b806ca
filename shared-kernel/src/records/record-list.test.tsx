import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { ApiError } from '@mc/shared-kernel';
import { api } from '@mc/shared-kernel';
import { sessionStore } from '@mc/shared-kernel';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  getToken,
} from '@mc/shared-kernel/testing';
import { MoneyAmount, recordPageSchema, type RecordPage } from './record-page';
import { RecordList } from './record-list';
import { useRecordPages } from './use-record-pages';

interface Row {
  id: string;
  amount: string;
}

type FetchPage = (params: { day: string }, pageNo: number, signal: AbortSignal) => Promise<RecordPage<Row>>;

function Report({
  fetchPage,
  day = '2026-03-10',
  label,
  emptyText,
  guests,
}: {
  fetchPage: FetchPage;
  day?: string;
  label?: string;
  emptyText?: string;
  guests?: boolean;
}) {
  const pages = useRecordPages({ key: ['test', 'report'], params: { day }, fetchPage, ...(guests ? { guests } : {}) });
  return (
    <RecordList
      pages={pages}
      rowKey={(row) => row.id}
      renderRow={(row) => <span>{`${row.id}: ${row.amount}`}</span>}
      summary={(rows) => <p data-testid="summary">{`${rows.length} shown`}</p>}
      label={label}
      emptyText={emptyText}
    />
  );
}

/** `total` rows split in pages of `size`, named after the member who asked (by session token). */
function pagesOf(total: number, size = 20): jest.MockedFunction<FetchPage> {
  return jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(async (_params, pageNo) => {
    const owner = getToken() ?? 'guest';
    const first = (pageNo - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => ({
      id: `${owner}-${first + i + 1}`,
      amount: '1.00',
    }));
    return { pageNum: pageNo, totalPages: Math.ceil(total / size), list };
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const signIn = (token: string) =>
  act(() => sessionStore.getState().login({ token, merchantCode: 'M', userName: token, type: 0 }));
const rows = async (name = 'Records') => within(await screen.findByRole('list', { name })).getAllByRole('listitem');
const texts = (items: HTMLElement[]) => items.map((item) => item.textContent);
const serverError = () => new ApiError('server', { status: 503 });

beforeEach(async () => {
  await setupI18n('EN');
  resetSession();
});

describe('the states of a record list', () => {
  it('asks nothing without a session', () => {
    const fetchPage = pagesOf(3);
    renderWithProviders(<Report fetchPage={fetchPage} />);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('asks without a session for a public list, and again as the member after login', async () => {
    const fetchPage = pagesOf(2);
    renderWithProviders(<Report fetchPage={fetchPage} guests />);
    expect(texts(await rows())).toEqual(['guest-1: 1.00', 'guest-2: 1.00']);
    signIn('alice');
    await waitFor(async () => expect(texts(await rows())).toEqual(['alice-1: 1.00', 'alice-2: 1.00']));
  });

  it('shows loading, then the rows the screen renders, in a named list, with its summary', async () => {
    signIn('t1');
    const first = deferred<RecordPage<Row>>();
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(() => first.promise);
    renderWithProviders(<Report fetchPage={fetchPage} label="Deposits" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () =>
      first.resolve({
        pageNum: 1,
        totalPages: 1,
        list: [
          { id: 'a', amount: '1.50' },
          { id: 'b', amount: '2.00' },
        ],
      }),
    );
    expect(texts(await rows('Deposits'))).toEqual(['a: 1.50', 'b: 2.00']);
    expect(screen.getByTestId('summary')).toHaveTextContent('2 shown');
    expect(screen.getByText('That is everything')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith({ day: '2026-03-10' }, 1, expect.any(AbortSignal));
  });

  it('names the list "Records" unless the screen says otherwise', async () => {
    signIn('t1');
    renderWithProviders(<Report fetchPage={pagesOf(1)} />);
    expect(await rows()).toHaveLength(1);
  });

  it('says when there is nothing, in its own words or the screen’s, without a summary', async () => {
    signIn('t1');
    const { unmount } = renderWithProviders(<Report fetchPage={pagesOf(0)} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No records in this period');
    expect(screen.queryByTestId('summary')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Report fetchPage={pagesOf(0)} emptyText="No bets yet" />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No bets yet');
  });

  it('shows a failure with a Retry that recovers', async () => {
    signIn('t1');
    const working = pagesOf(2);
    const fetchPage = jest
      .fn<ReturnType<FetchPage>, Parameters<FetchPage>>()
      .mockRejectedValueOnce(serverError())
      .mockImplementation(working);
    renderWithProviders(<Report fetchPage={fetchPage} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(texts(await rows())).toEqual(['t1-1: 1.00', 't1-2: 1.00']);
  });

  it('shows an answer that does not have the page shape as an error, not a crash', async () => {
    signIn('t1');
    const Page = recordPageSchema(v.object({ id: v.string(), amount: MoneyAmount }));
    useInProcessPlatform({
      fetch: async () =>
        Response.json({
          success: true,
          code: '0',
          value: { pageNum: 1, totalPages: 1, list: [{ id: 'a', amount: 1.5 }] },
        }),
    });
    renderWithProviders(
      <Report
        fetchPage={(_params, pageNo, signal) => api.get('/wps/report', { query: { pageNo }, schema: Page, signal })}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent something we could not read');
  });
});

describe('loading more', () => {
  it('asks for the next page until the last, then says that is everything', async () => {
    signIn('t1');
    const user = userEvent.setup();
    const fetchPage = pagesOf(45);
    renderWithProviders(<Report fetchPage={fetchPage} />);
    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(45));
    expect(screen.getByText('That is everything')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([, pageNo]) => pageNo)).toEqual([1, 2, 3]);
    expect(screen.getByTestId('summary')).toHaveTextContent('45 shown');
  });

  it('says it is loading and asks once however often it is pressed', async () => {
    signIn('t1');
    const user = userEvent.setup();
    const working = pagesOf(30);
    const second = deferred<RecordPage<Row>>();
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>((params, pageNo, signal) =>
      pageNo === 2 ? second.promise : working(params, pageNo, signal),
    );
    renderWithProviders(<Report fetchPage={fetchPage} />);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = screen.getByRole('button', { name: 'Loading more…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await act(async () => second.resolve(await working({ day: '' }, 2, new AbortController().signal)));
    expect(await rows()).toHaveLength(30);
  });

  it('keeps the loaded rows when a further page fails, and retries that page', async () => {
    signIn('t1');
    const user = userEvent.setup();
    const working = pagesOf(30);
    const fetchPage = jest.fn<ReturnType<FetchPage>, Parameters<FetchPage>>(working);
    renderWithProviders(<Report fetchPage={fetchPage} />);
    await rows();
    fetchPage.mockRejectedValueOnce(serverError());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await rows()).toHaveLength(30));
    expect(fetchPage.mock.calls.map(([, pageNo]) => pageNo)).toEqual([1, 2, 2]);
  });

  it('works from the keyboard: Enter loads more, and the focus moves on to the first new row', async () => {
    signIn('t1');
    const user = userEvent.setup();
    renderWithProviders(<Report fetchPage={pagesOf(50)} />);
    await rows();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await rows())[20]).toHaveFocus());
    expect(document.activeElement).toHaveTextContent('t1-21: 1.00');
    // The rows are not tab stops: the next one is "Load more" again.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
  });
});

describe('pages belong to one session and one set of parameters', () => {
  it('never shows the previous member’s rows after another login, not even from the cache', async () => {
    signIn('alice');
    const fetchPage = pagesOf(2);
    const { rerender } = renderWithProviders(<Report fetchPage={fetchPage} />);
    expect(texts(await rows())).toEqual(['alice-1: 1.00', 'alice-2: 1.00']);

    const pending = deferred<RecordPage<Row>>();
    fetchPage.mockImplementationOnce(() => pending.promise);
    act(() => sessionStore.getState().clear());
    signIn('bob');
    rerender(<Report fetchPage={fetchPage} />);
    expect(screen.queryByText(/alice/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => pending.resolve({ pageNum: 1, totalPages: 1, list: [{ id: 'bob-1', amount: '5.00' }] }));
    expect(texts(await rows())).toEqual(['bob-1: 5.00']);
  });

  it('starts again at page 1 when the parameters change', async () => {
    signIn('t1');
    const user = userEvent.setup();
    const fetchPage = pagesOf(30);
    const { rerender } = renderWithProviders(<Report fetchPage={fetchPage} day="2026-03-10" />);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(30));
    rerender(<Report fetchPage={fetchPage} day="2026-03-09" />);
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    expect(fetchPage.mock.calls.map(([params, pageNo]) => [params.day, pageNo])).toEqual([
      ['2026-03-10', 1],
      ['2026-03-10', 2],
      ['2026-03-09', 1],
    ]);
  });
});
