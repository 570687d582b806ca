import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import type { Routes } from '../../core/router';
import { DAY_MS } from '../../core/dates';
import { langOf } from '../../core/html';

/**
 * The user agreement in both languages. Its last part is hostile on purpose (a script, an onerror and a
 * javascript: link): the client must show it only through its sanitiser.
 */
const HOSTILE_TAIL =
  '<p><img src=x onerror="window.__xss=1">Questions? <a href="javascript:window.__xss=1">Contact us</a>.</p><script>window.__xss=1</script>';

export const AGREEMENT = {
  EN: {
    title: 'User agreement',
    content:
      '<h3>1. Accounts</h3><p>You must be at least <b>18 years old</b> to register. Keep your password to yourself; you are responsible for what is done with your account.</p>' +
      '<h3>2. Deposits and withdrawals</h3><p>Deposits and withdrawals use the payment methods shown in the cashier. Withdrawals go only to a bank account in your own name.</p>' +
      '<h3>3. Fair play</h3><p>Bets are settled by the game providers. Abuse of promotions or of the platform ends the account.</p>' +
      '<h3>4. Responsible gaming</h3><p>Play for fun and within your means. See the <a href="/m/help">help centre</a> for limits and breaks.</p>' +
      HOSTILE_TAIL,
  },
  MY: {
    title: 'အသုံးပြုသူ သဘောတူညီချက်',
    content:
      '<h3>၁။ အကောင့်များ</h3><p>စာရင်းသွင်းရန် အသက် <b>၁၈ နှစ်</b> အနည်းဆုံး ပြည့်ရပါမည်။ စကားဝှက်ကို မည်သူ့ကိုမျှ မပြောပါနှင့်၊ သင့်အကောင့်ဖြင့် ပြုလုပ်သမျှအတွက် သင် တာဝန်ရှိပါသည်။</p>' +
      '<h3>၂။ ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်း</h3><p>ငွေသွင်း၊ ငွေထုတ်ရာတွင် ငွေကိုင်စာမျက်နှာတွင် ပြထားသော နည်းလမ်းများကို သုံးပါသည်။ ငွေထုတ်ခြင်းကို သင့်အမည်ဖြင့် ဘဏ်အကောင့်သို့သာ ပို့ပါသည်။</p>' +
      '<h3>၃။ တရားမျှတစွာ ကစားခြင်း</h3><p>လောင်းကြေးများကို ဂိမ်းပံ့ပိုးသူများက ဖြေရှင်းပါသည်။ ပရိုမိုးရှင်း သို့မဟုတ် ပလက်ဖောင်းကို အလွဲသုံးစားပြုပါက အကောင့်ကို ပိတ်ပါမည်။</p>' +
      '<h3>၄။ တာဝန်သိစွာ ကစားခြင်း</h3><p>ပျော်ရွှင်ရန်နှင့် တတ်နိုင်သလောက်သာ ကစားပါ။ ကန့်သတ်ချက်များအတွက် <a href="/m/help">အကူအညီ စင်တာ</a> ကို ကြည့်ပါ။</p>' +
      HOSTILE_TAIL,
  },
} as const;

/** Public: guests read it before registering. */
function agreement(ctx: Ctx): Response {
  const lang = langOf(ctx.query.get('lang') ?? ctx.request.headers.get('language'));
  return ok({ ...AGREEMENT[lang], updatedAt: ctx.state.seededAt - 30 * DAY_MS });
}

export function registerAgreement(router: Routes): void {
  router.get('/wps/system/agreement', agreement);
}
