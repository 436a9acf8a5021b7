import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContext } from '../context.js';
import { readBody } from '../http.js';
import { FIELDS } from '../limits.js';
import { assertValid, oneOf, validate } from '../validation.js';

/**
 * The card-payment popup stand-in. GET /payment/snap.js defines window.snap.pay(token, callbacks)
 * like the real provider's Snap script: it shows an accessible dialog whose buttons end the
 * "payment" and call onSuccess / onPending / onError / onClose with result objects shaped like the
 * provider's. Switching to the real provider is only a config change (paymentScriptUrl,
 * paymentClientKey). The two small /payment/transactions endpoints let the popup show the order's
 * amount and record the outcome on the stored order, as the provider's notification would; the
 * recording one exists in development mode only (it needs no credential).
 */
const PAYMENT_STATUSES = ['capture', 'settlement', 'pending', 'deny', 'expire', 'cancel'];

const replyNotFound = (reply: FastifyReply) =>
  reply.code(404).send({ message: 'Transaksi tidak ditemukan.', data: { token: ['Token pembayaran tidak dikenal.'] } });

/** The popup script itself, a plain browser script (ESLint checks it as one). */
const SNAP_SCRIPT = readFileSync(new URL('../browser/snap.js', import.meta.url), 'utf8');

export async function registerPaymentScript(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/payment/snap.js', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(SNAP_SCRIPT),
  );

  app.get<{ Params: { token: string } }>('/payment/transactions/:token', async (request, reply) => {
    const order = ctx.store.findOne('orders', { payment_token: request.params.token });
    if (!order) return replyNotFound(reply);
    return { order_id: order.order_id, gross_amount: order.gross_amount, transaction_status: order.payment_status };
  });

  // The provider's notification stand-in marks orders paid without any credential: development only.
  if (ctx.mode !== 'development') return;
  app.post<{ Params: { token: string } }>('/payment/transactions/:token/status', async (request, reply) => {
    const { fields, errors } = await readBody(request, { fields: FIELDS.paymentStatus });
    assertValid(errors);
    assertValid(validate(fields, [['transaction_status', oneOf(PAYMENT_STATUSES, 'Status transaksi tidak dikenal.')]]));
    const status = fields.transaction_status!.trim();
    const changed = ctx.store.update('orders', { payment_token: request.params.token }, { payment_status: status });
    if (changed === 0) return replyNotFound(reply);
    return { ok: true };
  });
}
