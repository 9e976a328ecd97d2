/** Starts the enquiry service: spool, delivery worker (when SMTP is set) and HTTP listener. */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { FastifyInstance } from 'fastify';
import { buildEnquiryApp } from './app';
import { createServiceI18n } from './catalogs';
import { AutoReplyLimit } from './auto-reply-limit';
import type { EnquiryConfig } from './config';
import { Spool } from './spool';
import { DeliveryWorker } from './worker';

export interface RunningService {
  app: FastifyInstance;
  worker: DeliveryWorker | null;
  url: string;
  /** Stops taking requests, lets in-flight ones finish, then stops delivery. */
  close(): Promise<void>;
}

export async function startEnquiryService(config: EnquiryConfig): Promise<RunningService> {
  const spool = new Spool(config.spoolDir);
  await spool.init();

  let worker: DeliveryWorker | null = null;
  let transport: Transporter | null = null;
  const { brand } = config.autoReply;
  const i18n = createServiceI18n(brand);
  const app = await buildEnquiryApp({
    config,
    spool,
    onAccepted: (id) => worker?.enqueue(id),
    brand,
    i18n,
  });

  if (config.smtp) {
    const { timeoutMs, sendTimeoutMs, poolSize } = config.smtp;
    // Pooled: connections stay open between messages (RFC 5321 lets a client send many).
    transport = nodemailer.createTransport({
      url: config.smtp.url,
      pool: true,
      maxConnections: poolSize,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: sendTimeoutMs,
    } satisfies SMTPPool.Options);
    worker = new DeliveryWorker({
      spool,
      transport,
      to: config.smtp.to,
      from: config.smtp.from,
      sendTimeoutMs,
      concurrency: poolSize,
      retry: config.retry,
      sweepIntervalMs: config.sweepIntervalMs,
      logger: app.log,
      autoReply: config.autoReply.enabled
        ? {
            i18n,
            limit: new AutoReplyLimit(spool, config.autoReply.dailyLimit, (reason) =>
              app.log.warn(
                { event: 'auto-reply-counts-unreadable', reason },
                "starting the automatic replies' counts afresh",
              ),
            ),
          }
        : null,
    });
    worker.start();
  } else {
    app.log.warn(
      { event: 'smtp-not-configured' },
      'SMTP_URL is not set: enquiries stay in the spool',
    );
  }

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { event: 'listening', spool: config.spoolDir },
    `Enquiry service: ${address}/send-email`,
  );

  return {
    app,
    worker,
    url: address,
    async close() {
      await app.close();
      await worker?.stop();
      transport?.close();
    },
  };
}

/** Closes the service on SIGTERM or SIGINT, letting in-flight enquiries finish. */
export function closeOnSignals(service: RunningService): void {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      service.app.log.info({ event: 'shutdown', signal });
      service.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
