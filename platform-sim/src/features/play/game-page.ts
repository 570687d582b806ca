import { createHash } from 'node:crypto';
import { escapeHtml, type Lang } from '../../core/html';
import { formatCents, type Cents } from '../../core/money';
import { STAKE } from './spin';

/**
 * The sim's stand-in for a vendor's game page: one self-contained HTML document (inline CSS, one inline
 * script, no external assets), served inside the site's iframe through the same /wps proxy as the API.
 */

const TEXT = {
  EN: {
    balance: 'Balance',
    playMoney: 'Play money',
    stake: (amount: string) => `Stake ${amount} per spin`,
    spin: 'Spin',
    won: (amount: string) => `You won ${amount}`,
    lost: (amount: string) => `You lost ${amount}`,
    insufficient: 'Not enough balance to spin',
    lobby: 'Lobby',
  },
  MY: {
    balance: 'လက်ကျန်ငွေ',
    playMoney: 'စမ်းသပ်ကစားငွေ',
    stake: (amount: string) => `တစ်ကြိမ်လှည့်လျှင် ${amount}`,
    spin: 'လှည့်မည်',
    won: (amount: string) => `${amount} နိုင်ပါသည်`,
    lost: (amount: string) => `${amount} ရှုံးပါသည်`,
    insufficient: 'လှည့်ရန် လက်ကျန်ငွေ မလုံလောက်ပါ',
    lobby: 'လော်ဘီ',
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Myanmar",sans-serif;background:radial-gradient(circle at 50% 0,#2b1d52,#0f0b1d 70%);color:#f4f1ff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:18px;padding:24px 16px;text-align:center}
h1{margin:0;font-size:22px;line-height:28px}
.vendor{margin:0;color:#b9b0d9;font-size:13px}
.wallet{display:flex;flex-direction:column;gap:4px;min-width:220px;padding:14px 18px;border-radius:14px;background:rgba(255,255,255,.08)}
.wallet span{color:#b9b0d9;font-size:13px}
.wallet output{font-size:28px;font-weight:700;font-variant-numeric:tabular-nums}
.badge{display:inline-block;margin:0 auto;padding:2px 10px;border-radius:10px;background:#ffcf4a;color:#2b1d52;font-size:12px;font-weight:700}
.reels{display:flex;gap:8px;font-size:36px;font-weight:700;color:#ffcf4a}
.reels span{display:flex;align-items:center;justify-content:center;width:64px;height:64px;border-radius:12px;background:rgba(255,255,255,.1)}
.result{min-height:24px;margin:0;font-weight:600}
.win{color:#7dffb0}.loss{color:#ff9d9d}.warn{color:#ffcf4a}
form{margin:0}
button{min-width:180px;min-height:48px;border:none;border-radius:24px;background:linear-gradient(#ffd86b,#f5a623);color:#2b1d52;font-size:18px;font-weight:700;cursor:pointer;transition:transform .12s}
button:active{transform:scale(.97)}
button:focus-visible{outline:3px solid #fff;outline-offset:3px}
button:disabled{opacity:.5;cursor:not-allowed}
.stake{margin:0;color:#b9b0d9;font-size:13px}
@media (prefers-reduced-motion:reduce){button{transition:none}button:active{transform:none}}
`;

/**
 * Spins without adding to the browser history: a form post would push an entry into the site's joint
 * history each time, so "back" would step through spins instead of leaving the game. Without script the
 * plain form still works.
 *
 * The site frames this page sandboxed without allow-same-origin (it is served through the site's own origin,
 * and must not be able to read the site's session), so the page has an opaque origin of its own and its call
 * is cross-origin, sent with `Origin: null`. It asks for no answer it could read (`no-cors`: a POST without
 * a body needs no CORS from the platform), and the ticket in the address is all that authorises the spin;
 * then the page loads itself again with the new balance.
 */
export const SPIN_SCRIPT =
  "document.querySelector('form').addEventListener('submit',function(e){e.preventDefault();var b=this.querySelector('button');b.disabled=true;" +
  "fetch(this.action,{method:'POST',mode:'no-cors',credentials:'omit'}).then(function(){location.replace(location.href)},function(){b.disabled=false})});";

/** The page's Content-Security-Policy: nothing from anywhere, but its own style, its script and posts to itself. */
export const GAME_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${createHash('sha256').update(SPIN_SCRIPT).digest('base64')}'; connect-src 'self'; form-action 'self'; base-uri 'none'`;

/** Symbols every system font has (no emoji font needed). */
const REELS = ['7', '★', '♦', '♣', '♥', '♠'];

export interface GamePageModel {
  ticket: string;
  lang: Lang;
  gameName: string;
  vendorName: string;
  lobby: boolean;
  balance: Cents;
  trial: boolean;
  spins: number;
  lastSpin: Cents | 'insufficient' | null;
}

function resultLine(model: GamePageModel): string {
  const text = TEXT[model.lang];
  const last = model.lastSpin;
  if (last === null) return '';
  if (last === 'insufficient') return `<span class="warn">${escapeHtml(text.insufficient)}</span>`;
  return last > 0
    ? `<span class="win">${escapeHtml(text.won(formatCents(last)))}</span>`
    : `<span class="loss">${escapeHtml(text.lost(formatCents(-last)))}</span>`;
}

export function renderGamePage(model: GamePageModel): string {
  const text = TEXT[model.lang];
  const title = model.lobby ? `${model.gameName} · ${text.lobby}` : model.gameName;
  const reels = [0, 1, 2].map((i) => `<span>${REELS[(model.spins * (i + 2) + i) % REELS.length]}</span>`).join('');
  return `<!doctype html>
<html lang="${model.lang === 'EN' ? 'en' : 'my'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="vendor">${escapeHtml(model.vendorName)}</p>
<div class="wallet">
<span id="balance-label">${escapeHtml(text.balance)}</span>
<output id="balance" aria-labelledby="balance-label" data-testid="game-balance">${formatCents(model.balance)}</output>
${model.trial ? `<span class="badge">${escapeHtml(text.playMoney)}</span>` : ''}
</div>
<div class="reels" aria-hidden="true">${reels}</div>
<p class="result" role="status" data-testid="game-result">${resultLine(model)}</p>
<form method="post" action="${encodeURIComponent(model.ticket)}/spin">
<button type="submit"${model.balance < STAKE ? ' disabled' : ''}>${escapeHtml(text.spin)}</button>
</form>
<p class="stake">${escapeHtml(text.stake(formatCents(STAKE)))}</p>
<script>${SPIN_SCRIPT}</script>
</body>
</html>
`;
}

export function renderMissingPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Game not found</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Game not found</h1>
<p>This game link is unknown or has expired. Please go back and open the game again.</p>
<p lang="my">ဤဂိမ်းလင့်ခ်ကို မသိပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ နောက်သို့ပြန်သွားပြီး ဂိမ်းကို ထပ်ဖွင့်ပါ။</p>
</body>
</html>
`;
}
