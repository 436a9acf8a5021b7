(function () {
  'use strict';
  if (window.snap && window.snap.__standIn) return;
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : '';
  var clientKey = script ? script.getAttribute('data-client-key') : null;
  var active = null;

  var CSS = [
    '.niec-snap-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(10,20,35,.6);font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}',
    '.niec-snap-dialog{width:min(420px,100%);background:#fff;color:#1c2430;border-radius:16px;box-shadow:0 12px 32px rgba(16,24,40,.25);overflow:hidden}',
    '.niec-snap-head{padding:16px 20px;background:#0b3b75;color:#fff}',
    '.niec-snap-head h2{margin:0;font-size:1.1rem}',
    '.niec-snap-head p{margin:4px 0 0;font-size:.8rem;opacity:.85}',
    '.niec-snap-body{padding:20px}',
    '.niec-snap-amount{margin:0 0 4px;font-size:1.6rem;font-weight:800}',
    '.niec-snap-order{margin:0 0 16px;font-size:.85rem;color:#4d5866;word-break:break-all}',
    '.niec-snap-actions{display:grid;gap:8px}',
    '.niec-snap-actions button{min-height:44px;font:inherit;font-weight:600;border-radius:8px;border:2px solid #0b3b75;background:#fff;color:#0b3b75;cursor:pointer}',
    '.niec-snap-actions button.niec-snap-primary{background:#1e7a3c;border-color:#1e7a3c;color:#fff}',
    '.niec-snap-actions button.niec-snap-danger{border-color:#b3261e;color:#b3261e}',
    '.niec-snap-actions button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}',
  ].join('');

  function ensureStyle() {
    if (document.getElementById('niec-snap-style')) return;
    var style = document.createElement('style');
    style.id = 'niec-snap-style';
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }
  function timestamp() {
    var d = new Date();
    return (
      d.getFullYear() +
      '-' +
      pad(d.getMonth() + 1) +
      '-' +
      pad(d.getDate()) +
      ' ' +
      pad(d.getHours()) +
      ':' +
      pad(d.getMinutes()) +
      ':' +
      pad(d.getSeconds())
    );
  }
  function randomId() {
    return window.crypto && window.crypto.randomUUID ? window.crypto.randomUUID() : String(Date.now());
  }

  function result(kind, details) {
    var common = {
      transaction_id: randomId(),
      order_id: details.order_id,
      gross_amount: details.gross_amount,
      transaction_time: timestamp(),
    };
    if (kind === 'success') {
      return Object.assign(common, {
        status_code: '200',
        status_message: 'Success, transaction is found',
        payment_type: 'credit_card',
        transaction_status: 'capture',
        fraud_status: 'accept',
        masked_card: '48111111-1114',
        bank: 'bni',
        card_type: 'credit',
      });
    }
    if (kind === 'pending') {
      return Object.assign(common, {
        status_code: '201',
        status_message: 'Transaksi sedang diproses',
        payment_type: 'bank_transfer',
        transaction_status: 'pending',
        fraud_status: 'accept',
        va_numbers: [{ bank: 'bca', va_number: String(Date.now()).slice(-11) }],
      });
    }
    return Object.assign(common, {
      status_code: '202',
      status_message: 'Deny by Bank [BNI] with code [05] and message [Do not honour]',
      payment_type: 'credit_card',
      transaction_status: 'deny',
      fraud_status: 'deny',
    });
  }

  function record(token, status) {
    try {
      fetch(base + '/payment/transactions/' + encodeURIComponent(token) + '/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ transaction_status: status }),
        keepalive: true,
      }).catch(function () {});
    } catch {
      /* recording is best effort, as a provider notification would retry */
    }
  }

  function formatRupiah(value) {
    try {
      return new Intl.NumberFormat('id-ID', {
        style: 'currency',
        currency: 'IDR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(value);
    } catch {
      return 'Rp ' + value;
    }
  }

  function pay(token, options) {
    options = options || {};
    if (!token) throw new Error('snap.pay: a transaction token is required');
    if (active) {
      console.warn('snap.pay: a payment popup is already open');
      return;
    }
    if (!clientKey) console.warn('snap.js: data-client-key is missing');
    ensureStyle();
    var details = { order_id: token, gross_amount: '0.00' };
    var previous = document.activeElement;

    var backdrop = el('div', 'niec-snap-backdrop');
    var dialog = el('div', 'niec-snap-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'niec-snap-title');
    dialog.setAttribute('aria-describedby', 'niec-snap-desc');
    var head = el('div', 'niec-snap-head');
    var title = el('h2', '', 'Pembayaran');
    title.id = 'niec-snap-title';
    var desc = el('p', '', 'Simulasi penyedia pembayaran (lingkungan lokal)');
    desc.id = 'niec-snap-desc';
    head.appendChild(title);
    head.appendChild(desc);
    var body = el('div', 'niec-snap-body');
    var amount = el('p', 'niec-snap-amount', 'Memuat tagihan...');
    var order = el('p', 'niec-snap-order', 'Order ID: ' + token);
    var actions = el('div', 'niec-snap-actions');
    var buttons = [
      ['Bayar Berhasil', 'success', 'niec-snap-primary'],
      ['Pending', 'pending', ''],
      ['Gagal', 'error', 'niec-snap-danger'],
      ['Tutup', 'close', ''],
    ].map(function (spec) {
      var button = el('button', spec[2], spec[0]);
      button.type = 'button';
      button.addEventListener('click', function () {
        finish(spec[1]);
      });
      actions.appendChild(button);
      return button;
    });
    body.appendChild(amount);
    body.appendChild(order);
    body.appendChild(actions);
    dialog.appendChild(head);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish('close');
        return;
      }
      if (event.key !== 'Tab') return;
      var first = buttons[0],
        last = buttons[buttons.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    }

    function finish(kind) {
      if (active !== backdrop) return;
      active = null;
      document.removeEventListener('keydown', onKeyDown, true);
      backdrop.remove();
      if (previous && previous.focus) previous.focus();
      if (kind === 'close') {
        if (options.onClose) options.onClose();
        return;
      }
      var outcome = result(kind, details);
      record(token, outcome.transaction_status);
      var callback = kind === 'success' ? options.onSuccess : kind === 'pending' ? options.onPending : options.onError;
      if (callback) callback(outcome);
    }

    active = backdrop;
    document.body.appendChild(backdrop);
    document.addEventListener('keydown', onKeyDown, true);
    buttons[0].focus();

    fetch(base + '/payment/transactions/' + encodeURIComponent(token), { headers: { Accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (data) {
        if (!data) {
          amount.textContent = 'Tagihan';
          return;
        }
        details.order_id = data.order_id;
        details.gross_amount = Number(data.gross_amount).toFixed(2);
        amount.textContent = formatRupiah(Number(data.gross_amount));
        order.textContent = 'Order ID: ' + data.order_id;
      })
      .catch(function () {
        amount.textContent = 'Tagihan';
      });
  }

  function hide() {
    if (active) {
      active.remove();
      active = null;
    }
  }

  window.snap = { pay: pay, hide: hide, __standIn: true };
})();
