import type { Cents } from '../../core/money';
import { DAY_MS } from '../../core/dates';

type Text = { EN: string; MY: string };

/** A member's standing on one promotion (the platform's claim states). */
export type ClaimState = 'Applying' | 'Process' | 'Issued' | 'Rejected' | 'Joined' | 'Close' | 'Claimed';
/** APPLY: a form (remark, pictures) the platform reviews; JOIN: one tap to take part; NONE: nothing to do. */
export type ApplyMode = 'APPLY' | 'JOIN' | 'NONE';

export interface Promotion {
  id: number;
  category: string;
  title: Text;
  summary: Text;
  /** Server HTML: the client sanitizes it before it reaches the page. */
  content: Text;
  startAt: number;
  endAt: number;
  mode: ApplyMode;
  /** Paid as a PROMOTION ledger entry when an application is approved (APPLY only). */
  prize: Cents;
}

export interface PromoApplication {
  id: number;
  promotionId: number;
  remark: string;
  /** Kinds and sizes of the pictures (checked, no copy kept), like feedback. */
  images: { type: 'image/png' | 'image/jpeg'; size: number }[];
  state: ClaimState;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** Reward-centre reward: Available until claimed (Claimed) or past its expiry (read as Close). */
export interface Reward {
  id: number;
  title: Text;
  amount: Cents;
  status: 'Available' | 'Claimed';
  createdAt: number;
  expiresAt: number;
  claimedAt: number | null;
}

export interface PromoState {
  promotions: Promotion[];
  /** Per account key, newest first. */
  applications: Map<string, PromoApplication[]>;
  rewards: Map<string, Reward[]>;
  nextId: number;
}

export const PROMO_CATEGORIES: readonly { code: string; name: Text }[] = [
  { code: 'NEW', name: { EN: 'New members', MY: 'အဖွဲ့ဝင်သစ်' } },
  { code: 'DEPOSIT', name: { EN: 'Deposit', MY: 'ငွေသွင်း' } },
  { code: 'SLOTS', name: { EN: 'Slots', MY: 'စလော့' } },
  { code: 'LIVE', name: { EN: 'Live casino', MY: 'တိုက်ရိုက်ကာစီနို' } },
  { code: 'SPORTS', name: { EN: 'Sports', MY: 'အားကစား' } },
];

/** Remark and picture limits of an application (the client checks the same). */
export const REMARK_MAX = 140;
export const APPLY_MAX_IMAGES = 3;

/** The hostile item: its HTML tries a script, an event handler and a javascript: link; none may run. */
export const HOSTILE_PROMO_HTML =
  '<p>Play slots all weekend and get <strong>10%</strong> of your losses back.</p>' +
  '<script>window.__promoXss = 1</script>' +
  '<img src="x" onerror="window.__promoXss = 2" alt="">' +
  '<p><a href="javascript:window.__promoXss = 3">Read the terms</a></p>';

const html = (paragraphs: string[]): string => paragraphs.map((p) => `<p>${p}</p>`).join('');

function promotions(now: number): Promotion[] {
  const day = (n: number) => now + n * DAY_MS;
  return [
    {
      id: 1,
      category: 'NEW',
      title: { EN: 'Welcome bonus 100.00', MY: 'ကြိုဆိုဆုငွေ 100.00' },
      summary: {
        EN: 'New members: apply and get 100.00 after review.',
        MY: 'အဖွဲ့ဝင်သစ်များ လျှောက်ထားပြီး စစ်ဆေးပြီးနောက် 100.00 ရယူပါ။',
      },
      content: {
        EN:
          html([
            'Welcome! Apply once with a remark and up to three screenshots of your first deposit.',
            '<strong>Prize:</strong> 100.00 after review.',
          ]) + '<ul><li>One application per member</li><li>Reviewed within 24 hours</li></ul>',
        MY: html([
          'ကြိုဆိုပါသည်။ ပထမငွေသွင်းမှု ဓာတ်ပုံ သုံးပုံအထိနှင့် မှတ်ချက်ဖြင့် တစ်ကြိမ် လျှောက်ထားပါ။',
          '<strong>ဆု:</strong> စစ်ဆေးပြီးနောက် 100.00',
        ]),
      },
      startAt: day(-10),
      endAt: day(20),
      mode: 'APPLY',
      prize: 10_000,
    },
    {
      id: 2,
      category: 'DEPOSIT',
      title: { EN: 'Daily deposit bonus', MY: 'နေ့စဉ် ငွေသွင်းဆု' },
      summary: { EN: 'Deposit 200.00 or more in a day and get 50.00.', MY: 'တစ်ရက်တွင် 200.00 နှင့်အထက် သွင်းပါက 50.00 ရယူပါ။' },
      content: {
        EN: html(['Deposit at least 200.00 in one day, then apply with your deposit receipt.']),
        MY: html(['တစ်ရက်တွင် အနည်းဆုံး 200.00 သွင်းပြီး ပြေစာဖြင့် လျှောက်ထားပါ။']),
      },
      startAt: day(-30),
      endAt: day(30),
      mode: 'APPLY',
      prize: 5_000,
    },
    {
      id: 3,
      category: 'SLOTS',
      title: { EN: 'Slots weekend cashback', MY: 'စလော့ စနေ-တနင်္ဂနွေ ငွေပြန်အမ်း' },
      summary: {
        EN: '10% of weekend slot losses back, up to 30.00.',
        MY: 'စနေ-တနင်္ဂနွေ စလော့ ရှုံးငွေ၏ 10% ပြန်ရ (30.00 အထိ)။',
      },
      content: { EN: HOSTILE_PROMO_HTML, MY: HOSTILE_PROMO_HTML },
      startAt: day(-5),
      endAt: day(9),
      mode: 'APPLY',
      prize: 3_000,
    },
    {
      id: 4,
      category: 'LIVE',
      title: { EN: 'Live casino mission', MY: 'တိုက်ရိုက်ကာစီနို မစ်ရှင်' },
      summary: { EN: 'Join and climb the leaderboard for prizes.', MY: 'ပါဝင်ပြီး အဆင့်ဇယားတွင် တက်ကာ ဆုများ ရယူပါ။' },
      content: {
        EN: html(['Join the mission, play live casino games and climb the leaderboard.']),
        MY: html(['မစ်ရှင်တွင် ပါဝင်ပြီး တိုက်ရိုက်ကာစီနို ကစားကာ အဆင့်တက်ပါ။']),
      },
      startAt: day(-3),
      endAt: day(11),
      mode: 'JOIN',
      prize: 0,
    },
    {
      id: 5,
      category: 'SPORTS',
      title: { EN: 'Champions cup special', MY: 'ချန်ပီယံဖလား အထူး' },
      summary: { EN: 'Starts soon: a free bet for every match day.', MY: 'မကြာမီ စတင်မည်- ပွဲရက်တိုင်း အခမဲ့လောင်းကြေး။' },
      content: {
        EN: html(['A free bet of 20.00 for every match day of the cup.']),
        MY: html(['ဖလားပွဲရက်တိုင်းအတွက် အခမဲ့လောင်းကြေး 20.00']),
      },
      startAt: day(3),
      endAt: day(33),
      mode: 'APPLY',
      prize: 2_000,
    },
    {
      id: 6,
      category: 'NEW',
      title: { EN: 'Lucky draw', MY: 'ကံစမ်းမဲ' },
      summary: { EN: 'The draw has ended; thank you for taking part.', MY: 'မဲနှိုက်ပြီးဆုံးပါပြီ၊ ပါဝင်မှုအတွက် ကျေးဇူးတင်ပါသည်။' },
      content: { EN: html(['The lucky draw has ended.']), MY: html(['ကံစမ်းမဲ ပြီးဆုံးပါပြီ။']) },
      startAt: day(-40),
      endAt: day(-5),
      mode: 'JOIN',
      prize: 0,
    },
    {
      id: 7,
      category: 'SLOTS',
      title: { EN: 'Daily rebate 1.2%', MY: 'နေ့စဉ် ပြန်အမ်းငွေ 1.2%' },
      summary: {
        EN: 'Paid every day on slot bets, nothing to apply for.',
        MY: 'စလော့ လောင်းကြေးအပေါ် နေ့တိုင်း ပေးသည်၊ လျှောက်ရန်မလို။',
      },
      content: {
        EN: html(['Unlimited daily rebate of 1.2% on valid slot bets, paid automatically.']),
        MY: html(['စလော့ လောင်းကြေးအပေါ် 1.2% နေ့စဉ် အလိုအလျောက် ပေးသည်။']),
      },
      startAt: day(-60),
      endAt: day(300),
      mode: 'NONE',
      prize: 0,
    },
  ];
}

/**
 * demo01 has a rejected application (promotion 2), one under review (3), has joined the mission (4) and took
 * part in an ended draw (6, now Close). Nothing seeded is Issued or Claimed: those states carry money, and
 * money only ever arrives through the ledger when the platform acts, so the ledger keeps adding up.
 */
export function seedPromotions(now: number): PromoState {
  const app = (
    id: number,
    promotionId: number,
    state: ClaimState,
    daysAgo: number,
    reason: string | null = null,
  ): PromoApplication => ({
    id,
    promotionId,
    remark: state === 'Joined' || state === 'Close' ? '' : 'Deposited as asked, receipt attached.',
    images: [],
    state,
    reason,
    createdAt: now - daysAgo * DAY_MS,
    updatedAt: now - daysAgo * DAY_MS,
  });
  const reward = (id: number, title: Text, amount: Cents, createdDaysAgo: number, expiresInDays: number): Reward => ({
    id,
    title,
    amount,
    status: 'Available',
    createdAt: now - createdDaysAgo * DAY_MS,
    expiresAt: now + expiresInDays * DAY_MS,
    claimedAt: null,
  });
  return {
    promotions: promotions(now),
    applications: new Map([
      [
        'demo01',
        [
          app(4, 4, 'Joined', 1),
          app(3, 3, 'Process', 2),
          app(2, 2, 'Rejected', 6, 'The deposit was below 200.00.'),
          app(1, 6, 'Joined', 20),
        ],
      ],
    ]),
    rewards: new Map([
      [
        'demo01',
        [
          reward(4, { EN: 'Weekly login reward', MY: 'အပတ်စဉ် ဝင်ရောက်ဆု' }, 888, 1, 6),
          reward(3, { EN: 'Birthday gift', MY: 'မွေးနေ့လက်ဆောင်' }, 1_800, 2, 12),
          reward(2, { EN: 'Deposit streak reward', MY: 'ဆက်တိုက်ငွေသွင်းဆု' }, 500, 4, 1),
          reward(1, { EN: 'Lucky spin reward', MY: 'ကံကောင်းလှည့်ဆု' }, 1_200, 12, -3),
        ],
      ],
    ]),
    nextId: 100,
  };
}
