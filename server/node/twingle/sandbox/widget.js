// The sandbox payment form (development, e2e, dev:mock — never production). It speaks Twingle's postMessage protocol
// to the page that frames it ({ type, cid: widgetId, value }: size, geturl, scrollToTop, donationFinished; the parent
// answers geturl with seturl) and posts only to, and listens only to, that page's origin. The donation itself is
// recorded by the push the server sends to /webhooks/twingle; this page says „Vielen Dank!“ only once that succeeded.

const PAY_URL = '/_sandbox/twingle/pay';
const FIELDS = [
  'amount',
  'rhythm',
  'firstName',
  'lastName',
  'email',
  'method',
  'iban',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
];
const PRESETS = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.org',
  iban: 'DE02 1203 0000 0000 2020 51',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvc: '123',
};

const widgetId = decodeURIComponent(location.pathname.split('/').pop() ?? '');
const params = new URLSearchParams(location.search);
const cid = params.get('tw_cid') ?? '';

const $ = (id) => document.getElementById(id);
const form = $('payment');
const main = $('widget');
const submit = $('submit');
const formError = $('form-error');
// Through `elements`: `form.method` would be the form's own HTTP method, not the field.
const field = (name) => form.elements.namedItem(name);
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

// --- The parent page: the app's origin (or this server's own, when app and sandbox share it) and nothing else.
const allowedOrigins = new Set([location.origin, document.body.dataset.appOrigin].filter(Boolean));
const parentOrigin = (() => {
  if (window.parent === window) return null;
  const candidates = [location.ancestorOrigins?.[0], document.referrer && new URL(document.referrer).origin];
  return candidates.find((origin) => origin && allowedOrigins.has(origin)) ?? null;
})();
let pageUrl = null;

function tell(type, value) {
  if (parentOrigin) window.parent.postMessage({ type, cid: widgetId, value }, parentOrigin);
}

window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (data && data.type === 'seturl' && typeof data.value === 'string') pageUrl = data.value;
});

let lastHeight = 0;
function reportSize() {
  const height = Math.ceil(main.getBoundingClientRect().height);
  if (height !== lastHeight) {
    lastHeight = height;
    tell('size', height);
  }
}
new ResizeObserver(reportSize).observe(main);

// --- Presets from the donation page (tw_amount in euros, tw_rhythm) and the sandbox's test data.
const presetAmount = params.get('tw_amount');
if (presetAmount && /^\d+([.,]\d{1,2})?$/.test(presetAmount)) {
  const value = Number(presetAmount.replace(',', '.'));
  field('amount').value = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
}
const presetRhythm = params.get('tw_rhythm');
form.querySelector(`input[name="rhythm"][value="${presetRhythm === 'monthly' ? 'monthly' : 'one_time'}"]`).checked =
  true;
for (const [name, value] of Object.entries(PRESETS)) field(name).value = value;

function showMethod() {
  const card = field('method').value === 'creditcard';
  $('card-fields').hidden = !card;
  $('debit-fields').hidden = card;
}
form.addEventListener('change', (event) => {
  if (event.target.name === 'method') showMethod();
});
showMethod();

// --- Errors beside their fields, and one for the whole form.
function clearErrors() {
  formError.hidden = true;
  formError.textContent = '';
  for (const name of FIELDS) {
    $(`${name}-error`).hidden = true;
    $(`${name}-error`).textContent = '';
    for (const input of form.querySelectorAll(`[name="${name}"]`)) input.removeAttribute('aria-invalid');
  }
}

function showErrors(fields) {
  let first = null;
  for (const [name, message] of Object.entries(fields)) {
    const slot = FIELDS.includes(name) ? $(`${name}-error`) : null;
    if (!slot) {
      showFormError(message);
      continue;
    }
    slot.textContent = message;
    slot.hidden = false;
    const inputs = form.querySelectorAll(`[name="${name}"]`);
    for (const input of inputs) input.setAttribute('aria-invalid', 'true');
    first ??= inputs[0];
  }
  first?.focus();
}

function showFormError(message) {
  formError.textContent = message;
  formError.hidden = false;
}

function busy(on) {
  submit.disabled = on;
  submit.textContent = on ? 'Zahlung wird ausgeführt …' : 'Jetzt spenden';
  form.setAttribute('aria-busy', String(on));
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors();
  busy(true);
  const payload = { widgetId, cid };
  for (const name of FIELDS) payload[name] = field(name)?.value ?? '';
  // Twingle's custom fields: a form configured with them sends what was filled in as `custom_fields`.
  payload.customFields = Object.fromEntries(
    [...form.querySelectorAll('[data-custom-field]')].map((input) => [input.name, input.value]),
  );
  let answer;
  try {
    const response = await fetch(PAY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    answer = await response.json();
  } catch {
    answer = {
      ok: false,
      error: 'Die Zahlung konnte nicht gesendet werden. Bitte prüfe deine Verbindung und versuche es erneut.',
    };
  } finally {
    busy(false);
  }
  if (!answer.ok) {
    if (answer.fields) showErrors(answer.fields);
    if (answer.error) {
      showFormError(answer.error);
      formError.focus?.();
      tell('scrollToTop');
    }
    return;
  }
  const rhythm = answer.rhythm === 'monthly' ? 'monatlich' : 'einmalig';
  $('thanks-text').textContent =
    `Deine Spende über ${euro.format(answer.amount)} (${rhythm}) ist eingegangen. Transaktion ${answer.trx_id}.`;
  form.hidden = true;
  $('thanks').hidden = false;
  $('thanks-title').focus();
  tell('scrollToTop');
  tell('donationFinished', { amount: answer.amount, rhythm: answer.rhythm, trx_id: answer.trx_id });
});

formError.tabIndex = -1;
reportSize();
tell('geturl');
// For tests and curious developers: the URL the parent said it shows (Twingle uses it for its share links).
Object.defineProperty(window, 'twingleSandboxPageUrl', { get: () => pageUrl });
