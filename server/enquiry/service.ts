/**
 * Starts the enquiry service: its store (files, or PostgreSQL with DATABASE_URL), the daily
 * purge, the delivery worker (when SMTP is set) and the HTTP listener.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { FastifyInstance } from 'fastify';
import { buildEnquiryApp } from './app';
import { createServiceI18n } from './catalogs';
import type { EnquiryConfig } from './config';
import { FailureAlerts } from './operations/alerts';
import { createMetrics } from './operations/metrics';
import { startRetention } from './retention';
import { openStore } from './store/open-store';
import type { EnquiryStore } from './store/store';
import { DeliveryWorker } from './worker';

export interface RunningService {
  app: FastifyInstance;
  store: EnquiryStore;
  worker: DeliveryWorker | null;
  url: string;
  /** Stops taking requests, lets in-flight ones finish, then stops delivery. */
  close(): Promise<void>;
}

export async function startEnquiryService(config: EnquiryConfig): Promise<RunningService> {
  // The store logs through the app's logger: the app is built first, the store opened after.
  const store = openStore({
    databaseUrl: config.databaseUrl,
    spoolDir: config.spoolDir,
    poolSize: config.databasePoolSize,
    logger: {
      info: (line, message) => app.log.info(line, message),
      warn: (line, message) => app.log.warn(line, message),
    },
    onUnreadableCounts: (reason) =>
      app.log.warn(
        { event: 'auto-reply-counts-unreadable', reason },
        "starting the automatic replies' counts afresh",
      ),
  });

  let worker: DeliveryWorker | null = null;
  let transport: Transporter | null = null;
  const { brand } = config.autoReply;
  const i18n = createServiceI18n(brand);
  const metrics = createMetrics(store);
  const app = await buildEnquiryApp({
    config,
    store,
    metrics,
    metricsToken: config.metricsToken,
    onAccepted: (id) => worker?.enqueue(id),
    brand,
    i18n,
  });

  // The schema brought up to date (PostgreSQL) or the folders made (files) before any request.
  await store.open();
  const stopRetention = startRetention(store, { days: config.retentionDays, logger: app.log });
  let alerts: FailureAlerts | null = null;

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
    const { alerts: alerting } = config;
    alerts = new FailureAlerts({
      email: alerting.to ? { to: alerting.to, from: config.smtp.from, transport } : null,
      webhook: alerting.webhook,
      intervalMs: alerting.intervalMs,
      logger: app.log,
      brand,
    });
    const failureAlerts = alerts;
    worker = new DeliveryWorker({
      store,
      events: {
        delivered: (_id, seconds) => metrics.delivered(seconds),
        failed: (failure) => {
          metrics.failed();
          failureAlerts.failed(failure);
        },
      },
      transport,
      to: config.smtp.to,
      from: config.smtp.from,
      sendTimeoutMs,
      concurrency: poolSize,
      retry: config.retry,
      sweepIntervalMs: config.sweepIntervalMs,
      logger: app.log,
      autoReply: config.autoReply.enabled
        ? { i18n, dailyLimit: config.autoReply.dailyLimit }
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
    {
      event: 'listening',
      store: store.kind,
      spool: store.kind === 'file' ? config.spoolDir : undefined,
    },
    `Enquiry service: ${address}/send-email`,
  );

  return {
    app,
    store,
    worker,
    url: address,
    async close() {
      stopRetention();
      await app.close();
      await worker?.stop();
      await alerts?.close();
      transport?.close();
      await store.close();
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
