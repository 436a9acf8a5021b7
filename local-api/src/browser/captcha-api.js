(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.__standIn) return;
  var TOKEN_LIFETIME_MS = 120000;
  var widgets = [];
  var styleAdded = false;

  function addStyle() {
    if (styleAdded) return;
    styleAdded = true;
    var css =
      '.lc-box{box-sizing:border-box;display:flex;align-items:center;justify-content:space-between;gap:12px;' +
      'width:304px;max-width:100%;min-height:78px;padding:10px 12px;font:14px/1.3 system-ui,sans-serif;color:#1c2430;' +
      'background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08)}' +
      '.lc-check{display:flex;align-items:center;gap:10px;cursor:pointer}' +
      '.lc-check input{width:26px;height:26px;margin:0;accent-color:#1e7a3c;cursor:pointer}' +
      '.lc-side{display:flex;flex-direction:column;align-items:flex-end;gap:2px;font-size:10px;color:#555;text-align:right}' +
      '.lc-side strong{font-size:11px;color:#333}' +
      '.lc-expire{padding:0;font:inherit;font-size:10px;color:#1a5fb4;background:none;border:0;text-decoration:underline;cursor:pointer}' +
      '.lc-msg{margin:4px 0 0;font:12px system-ui,sans-serif;color:#b3261e}';
    var style = document.createElement('style');
    style.setAttribute('data-captcha-stand-in', '');
    style.textContent = css;
    document.head.appendChild(style);
  }

  function widgetOf(id) {
    var w = widgets[id === undefined ? 0 : id];
    if (!w) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return w;
  }

  function call(fn, arg) {
    if (typeof fn === 'string') fn = window[fn];
    if (typeof fn === 'function') fn(arg);
  }

  function expire(w) {
    if (!w.token) return;
    w.token = '';
    clearTimeout(w.timer);
    w.input.checked = false;
    w.message.textContent = 'Verifikasi kedaluwarsa. Centang kotak lagi.';
    w.message.hidden = false;
    w.expireButton.hidden = true;
    call(w.params['expired-callback']);
  }

  function render(container, params) {
    var host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!host) throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (host.getAttribute('data-lc-rendered')) throw new Error('reCAPTCHA has already been rendered in this element');
    params = params || {};
    var sitekey = params.sitekey || host.getAttribute('data-sitekey');
    host.setAttribute('data-lc-rendered', 'true');
    addStyle();
    var id = widgets.length;
    var root = document.createElement('div');
    root.className = 'lc-box';
    root.setAttribute('data-captcha-widget', String(id));
    if (!sitekey) {
      root.textContent = 'ERROR for site owner: Invalid site key';
      host.appendChild(root);
      widgets.push({
        token: '',
        params: params,
        input: document.createElement('input'),
        message: root,
        expireButton: root,
      });
      call(params['error-callback']);
      return id;
    }
    var label = document.createElement('label');
    label.className = 'lc-check';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.name = 'lc-captcha-' + id;
    label.appendChild(input);
    label.appendChild(document.createTextNode('Saya bukan robot'));
    var side = document.createElement('div');
    side.className = 'lc-side';
    side.innerHTML = '<strong>reCAPTCHA</strong><span>Verifikasi lokal</span>';
    var expireButton = document.createElement('button');
    expireButton.type = 'button';
    expireButton.className = 'lc-expire';
    expireButton.textContent = 'Simulasikan kedaluwarsa';
    expireButton.hidden = true;
    side.appendChild(expireButton);
    root.appendChild(label);
    root.appendChild(side);
    var message = document.createElement('p');
    message.className = 'lc-msg';
    message.setAttribute('role', 'status');
    message.hidden = true;
    host.appendChild(root);
    host.appendChild(message);

    var w = { token: '', params: params, input: input, message: message, expireButton: expireButton, timer: 0 };
    widgets.push(w);
    input.addEventListener('change', function () {
      if (input.checked) {
        w.token = 'local-captcha-' + sitekey + '-' + Date.now().toString(36) + Math.random().toString(36).slice(2);
        message.hidden = true;
        expireButton.hidden = false;
        w.timer = setTimeout(function () {
          expire(w);
        }, TOKEN_LIFETIME_MS);
        call(params.callback, w.token);
      } else {
        // Unticking is not possible on the real widget; treat it as an expiry.
        expire(w);
      }
    });
    expireButton.addEventListener('click', function () {
      expire(w);
    });
    return id;
  }

  window.grecaptcha = {
    __standIn: true,
    render: render,
    ready: function (fn) {
      setTimeout(fn, 0);
    },
    getResponse: function (id) {
      return widgetOf(id).token;
    },
    reset: function (id) {
      var w = widgetOf(id);
      clearTimeout(w.timer);
      w.token = '';
      w.input.checked = false;
      w.message.hidden = true;
      w.expireButton.hidden = true;
    },
    execute: function () {},
    __expire: function (id) {
      expire(widgetOf(id));
    },
  };

  var script = document.currentScript;
  var query = script && script.src ? new URL(script.src, location.href).searchParams : new URLSearchParams();
  if (query.get('render') !== 'explicit') {
    var auto = document.querySelectorAll('.g-recaptcha');
    for (var i = 0; i < auto.length; i++) {
      render(auto[i], {
        sitekey: auto[i].getAttribute('data-sitekey'),
        callback: auto[i].getAttribute('data-callback'),
        'expired-callback': auto[i].getAttribute('data-expired-callback'),
      });
    }
  }
  var onload = query.get('onload');
  if (onload)
    setTimeout(function () {
      call(onload);
    }, 0);
})();
