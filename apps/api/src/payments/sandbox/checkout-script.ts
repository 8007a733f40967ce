/**
 * The sandbox's checkout.js: `window.Razorpay` as Razorpay's Standard Checkout offers it (new
 * Razorpay(options), .open(), .close(), .on('payment.failed', cb), options.handler, options.modal.ondismiss,
 * and redirect mode: `redirect: true` + `callback_url` makes the browser POST the fields there). It opens a
 * native modal <dialog> (focus kept inside, Escape cancels) where the tester picks success@razorpay or
 * failure@razorpay; the choice is POSTed to `<this script's folder>/_checkout/pay`.
 *
 * Plain ES5-level JavaScript in a string: served as is, never bundled into the apps.
 */
export const CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/api/dev/razorpay';
  var STYLE = 'rzp-sandbox-style';

  function addStyle() {
    if (document.getElementById(STYLE)) return;
    var style = document.createElement('style');
    style.id = STYLE;
    style.textContent =
      '.rzp-sandbox{box-sizing:border-box;width:min(26rem,calc(100vw - 1rem));max-height:calc(100vh - 1rem);overflow:auto;padding:1rem;border:0;border-radius:.5rem;font:16px/1.5 system-ui,sans-serif;color:#111;background:#fff}' +
      '.rzp-sandbox::backdrop{background:rgba(0,0,0,.55)}' +
      '.rzp-sandbox *{box-sizing:border-box}' +
      '.rzp-sandbox h2{margin:0 0 .25rem;font-size:1.25rem}' +
      '.rzp-sandbox p{margin:.25rem 0;overflow-wrap:anywhere}' +
      '.rzp-sandbox .rzp-amount{font-size:1.5rem;font-weight:700}' +
      '.rzp-sandbox button{display:block;width:100%;min-height:48px;margin:.5rem 0 0;padding:.5rem 1rem;border-radius:.375rem;font:inherit;font-weight:600;cursor:pointer;border:2px solid #0b57d0}' +
      '.rzp-sandbox button:focus-visible{outline:3px solid #111;outline-offset:2px}' +
      '.rzp-sandbox .rzp-pay{background:#0b57d0;color:#fff}' +
      '.rzp-sandbox .rzp-fail{background:#fff;color:#a50e0e;border-color:#a50e0e}' +
      '.rzp-sandbox .rzp-cancel{background:#fff;color:#111;border-color:#555}' +
      '.rzp-sandbox [role=status]{min-height:1.5em;font-weight:600}';
    document.head.appendChild(style);
  }

  function rupees(paise) {
    var amount = Number(paise) || 0;
    return '\u20b9' + (amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function element(tag, props, text) {
    var node = document.createElement(tag);
    for (var key in props) node.setAttribute(key, props[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function postForm(url, fields) {
    var form = element('form', { method: 'POST', action: url, hidden: '' });
    for (var name in fields) form.appendChild(element('input', { type: 'hidden', name: name, value: fields[name] }));
    document.body.appendChild(form);
    form.submit();
  }

  function errorFields(error) {
    return {
      'error[code]': error.code,
      'error[description]': error.description,
      'error[source]': error.source,
      'error[step]': error.step,
      'error[reason]': error.reason,
      'error[metadata]': JSON.stringify(error.metadata)
    };
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay sandbox: options.key is required');
    this.options = options;
    this.listeners = {};
    this.dialog = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    var list = this.listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i](payload);
  };

  Razorpay.prototype.close = function () {
    if (this.dialog) {
      var dialog = this.dialog;
      this.dialog = null;
      if (dialog.open) dialog.close();
      dialog.remove();
    }
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.dialog) return this;
    addStyle();
    var dialog = element('dialog', { class: 'rzp-sandbox', 'aria-labelledby': 'rzp-sandbox-title', 'aria-describedby': 'rzp-sandbox-note' });
    dialog.appendChild(element('h2', { id: 'rzp-sandbox-title' }, 'Razorpay sandbox: pay ' + (options.name || '')));
    if (options.description) dialog.appendChild(element('p', {}, options.description));
    dialog.appendChild(element('p', { class: 'rzp-amount' }, rupees(options.amount)));
    dialog.appendChild(element('p', { id: 'rzp-sandbox-note' }, 'Test payment, no money moves. Order ' + (options.order_id || '') + '.'));
    var status = element('p', { role: 'status', 'aria-live': 'polite' });
    var pay = element('button', { type: 'button', class: 'rzp-pay' }, 'Pay with success@razorpay');
    var fail = element('button', { type: 'button', class: 'rzp-fail' }, 'Fail with failure@razorpay');
    var cancel = element('button', { type: 'button', class: 'rzp-cancel' }, 'Cancel');
    dialog.appendChild(pay);
    dialog.appendChild(fail);
    dialog.appendChild(cancel);
    dialog.appendChild(status);
    document.body.appendChild(dialog);
    this.dialog = dialog;

    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
    }

    function choose(outcome) {
      busy(true);
      status.textContent = 'Paying\u2026';
      fetch(base + '/_checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key_id: options.key,
          order_id: options.order_id,
          outcome: outcome,
          contact: options.prefill && options.prefill.contact ? String(options.prefill.contact) : undefined
        })
      })
        .then(function (response) {
          return response.json();
        })
        .then(function (result) {
          if (result.razorpay_payment_id) {
            status.textContent = 'Paid.';
            if (options.redirect && options.callback_url) return postForm(options.callback_url, result);
            self.close();
            if (typeof options.handler === 'function') options.handler(result);
            return;
          }
          var error = result.error || { code: 'BAD_REQUEST_ERROR', description: 'The sandbox refused the payment.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} };
          if (options.redirect && options.callback_url && error.metadata && error.metadata.payment_id)
            return postForm(options.callback_url, errorFields(error));
          self.emit('payment.failed', { error: error });
          busy(false);
          status.textContent = 'Payment failed: ' + error.description + ' Try again or cancel.';
          pay.focus();
        })
        .catch(function () {
          busy(false);
          status.textContent = 'The sandbox could not be reached. Try again or cancel.';
        });
    }

    pay.addEventListener('click', function () { choose('success'); });
    fail.addEventListener('click', function () { choose('failure'); });
    cancel.addEventListener('click', function () { self.dismiss(); });
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      self.dismiss();
    });
    dialog.showModal();
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`
