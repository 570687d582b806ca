import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import { dayjs, isoDay } from '@mc/shared-kernel';
import { currentLocation, renderAtPath, setupI18n } from '@mc/shared-kernel/testing';
import { DEFAULT_RANGE_POLICY, quickRange, rangePolicy, type RangePolicy } from './day-range';
import { FilterSelect } from './filter-select';
import { RecordFilters } from './record-filters';
import { useReportRange } from './use-report-range';
import { useUrlFilter } from './use-url-filter';

const STATUSES = ['ALL', 'SUCCESS', 'PENDING'] as const;
type Status = (typeof STATUSES)[number];

/** A report screen's top as a screen assembles it: the range, and a status filter of its own. */
function Screen({ policy = DEFAULT_RANGE_POLICY, withStatus = false }: { policy?: RangePolicy; withStatus?: boolean }) {
  const period = useReportRange(policy);
  return (
    <>
      <RecordFilters period={period}>{withStatus ? <StatusFilter /> : null}</RecordFilters>
      <output data-testid="range">{`${period.range.start}..${period.range.end}`}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
    </>
  );
}

function StatusFilter() {
  const [status, setStatus] = useUrlFilter<Status>('status', STATUSES, 'ALL');
  const labels: Record<Status, string> = { ALL: 'All', SUCCESS: 'Successful', PENDING: 'Pending' };
  return (
    <FilterSelect
      label="Status"
      value={status}
      options={STATUSES.map((value) => ({ value, label: labels[value] }))}
      onChange={setStatus}
    />
  );
}

const today = isoDay();
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const last7 = quickRange('last7', today);
const shown = () => screen.getByTestId('range').textContent;
/** The notice; the test's probes are <output> elements, which are status regions too. */
function notice() {
  const [only, ...others] = screen.getAllByRole('status').filter((element) => element.tagName !== 'OUTPUT');
  expect(others).toHaveLength(0);
  return only!;
}
const BAD_LINK = 'Sorry, the dates in the link were not valid, so “Last 7 days” is shown.';

function renderScreen(search = '', props: { policy?: RangePolicy; withStatus?: boolean } = {}) {
  return renderAtPath('/m/report', <Screen {...props} />, `/m/report${search}`);
}

beforeEach(async () => {
  await setupI18n('EN');
});

describe('the date range in the URL', () => {
  it('shows the default range for a link without dates, quietly, and leaves the URL alone', async () => {
    renderScreen('?lang=EN');
    expect(await screen.findByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toBe(`${last7.start}..${last7.end}`);
    expect(notice()).toBeEmptyDOMElement();
    expect(currentLocation()).toBe('/m/report?lang=EN');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(last7.start);
    expect(screen.getByLabelText(/^End date/)).toHaveValue(last7.end);
  });

  it('reads valid dates from the link and marks the quick range they are', async () => {
    renderScreen(`?start=${day(-1)}&end=${day(-1)}`);
    expect(await screen.findByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toBe(`${day(-1)}..${day(-1)}`);
    expect(notice()).toBeEmptyDOMElement();
  });

  it('says when the link had dates that were not valid, and replaces them in the URL, keeping the rest', async () => {
    renderScreen(`?lang=EN&start=${day(-3)}&end=${day(-5)}`);
    await waitFor(() => expect(notice()).toHaveTextContent(BAD_LINK));
    await waitFor(() => expect(currentLocation()).toBe(`/m/report?lang=EN&start=${last7.start}&end=${last7.end}`));
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    expect(shown()).toBe(`${last7.start}..${last7.end}`);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    // Choosing a range is an answer: the notice goes.
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(notice()).toBeEmptyDOMElement();
    expect(currentLocation()).toBe(`/m/report?lang=EN&start=${day(-1)}&end=${day(-1)}`);
  });

  it('says so in Burmese, naming the default range', async () => {
    await setupI18n('MY');
    renderScreen('?start=x&end=y');
    await waitFor(() =>
      expect(notice()).toHaveTextContent('စိတ်မရှိပါနှင့်၊ လင့်ခ်ပါ ရက်စွဲများ မမှန်ကန်သဖြင့် “နောက်ဆုံး ၇ ရက်” ကို ပြထားပါသည်။'),
    );
  });

  it('puts a chosen quick range in the URL, replacing the entry (Back leaves the page)', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    const last30 = quickRange('last30', today);
    expect(currentLocation()).toBe(`/m/report?start=${last30.start}&end=${last30.end}`);
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(last30.start);
  });

  it('applies a valid custom range; no chip is chosen then', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText(/^Start date/), { target: { value: day(-10) } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: day(-8) } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe(`/m/report?start=${day(-10)}&end=${day(-8)}`);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it.each([
    ['a start after the end', -3, -5, 'Start date', 'The start date must not be after the end date'],
    ['a day in the future', -3, 1, 'End date', 'The date cannot be in the future'],
    ['more than 60 days', -60, 0, 'End date', 'Choose at most 60 days'],
  ])(
    'refuses %s under the field, keeping what was typed and the URL',
    async (_case, startOffset, endOffset, field, message) => {
      renderScreen();
      fireEvent.change(await screen.findByLabelText(/^Start date/), { target: { value: day(startOffset) } });
      fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: day(endOffset) } });
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));

      const input = screen.getByLabelText(new RegExp(`^${field}`));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText(/^Start date/)).toHaveValue(day(startOffset));
      expect(screen.getByLabelText(/^End date/)).toHaveValue(day(endOffset));
      expect(currentLocation()).toBe('/m/report');
    },
  );

  it('takes the message away as soon as the field is fixed', async () => {
    renderScreen();
    fireEvent.change(await screen.findByLabelText(/^Start date/), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText(/^Start date/)).toHaveAccessibleDescription('Choose a date');
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: day(-2) } });
    expect(screen.getByLabelText(/^Start date/)).not.toHaveAttribute('aria-invalid');
  });
});

describe("a screen's own range policy", () => {
  const policy = rangePolicy({ quickRanges: ['today', 'yesterday'], defaultRange: 'today', maxDays: 7 });

  it('offers only its quick ranges and starts on its default', async () => {
    renderScreen('', { policy });
    const chips = within(await screen.findByRole('group', { name: 'Date range' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Today', 'Yesterday']);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toBe(`${today}..${today}`);
  });

  it('refuses a custom range longer than its maximum', async () => {
    renderScreen('', { policy });
    fireEvent.change(await screen.findByLabelText(/^Start date/), { target: { value: day(-7) } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText(/^End date/)).toHaveAccessibleDescription('Choose at most 7 days');
    expect(currentLocation()).toBe('/m/report');
  });

  it('names its own default in the notice for a link it refuses', async () => {
    renderScreen(`?start=${day(-7)}&end=${today}`, { policy });
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Sorry, the dates in the link were not valid, so “Today” is shown.'),
    );
    await waitFor(() => expect(currentLocation()).toBe(`/m/report?start=${today}&end=${today}`));
  });
});

describe("the screen's own filters", () => {
  it('sit in the filter bar and keep their choice in the URL beside the range', async () => {
    renderScreen(`?start=${day(-1)}&end=${day(-1)}`, { withStatus: true });
    const select = await screen.findByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('ALL');
    await userEvent.selectOptions(select, 'PENDING');
    expect(currentLocation()).toBe(`/m/report?start=${day(-1)}&end=${day(-1)}&status=PENDING`);
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(currentLocation()).toBe(`/m/report?start=${today}&end=${today}&status=PENDING`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
  });

  it('are corrected together with the range when the link has both wrong', async () => {
    renderScreen('?lang=EN&status=REFUNDED&start=x&end=y', { withStatus: true });
    await waitFor(() => expect(currentLocation()).toBe(`/m/report?lang=EN&start=${last7.start}&end=${last7.end}`));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ALL');
    expect(notice()).toHaveTextContent(BAD_LINK);
  });
});
