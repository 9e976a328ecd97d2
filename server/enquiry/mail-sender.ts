/**
 * Hands the worker's e-mails to SMTP, each under a Message-ID made from its enquiry's id and
 * cancelled by closing its connection, and reads a refusal as temporary or permanent
 * (docs/decisions/0009-exactly-once-delivery.md).
 */
import type { Transporter } from 'nodemailer';
import type { ReplyMail } from './auto-reply';
import { composeMail } from './message';
import type { EnquiryRecord } from './store/store';

export interface MailSettings {
  transport: Pick<Transporter, 'sendMail'>;
  /** Staff's address. */
  to: string;
  from: string;
  /** Longest time for one message, from hand-over to the server's answer. */
  sendTimeoutMs: number;
}

type Message = Parameters<Transporter['sendMail']>[0];

export class MailSender {
  /** Aborted when a stop's grace period ends: closes the connections of sends still under way. */
  private readonly stopping = new AbortController();

  constructor(private readonly settings: MailSettings) {}

  /** The staff e-mail, with the Message-ID every copy of it carries. */
  async toStaff(record: EnquiryRecord): Promise<void> {
    const { to, from } = this.settings;
    const mail = composeMail(record);
    await this.send({
      to,
      from,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: this.messageId(record.id),
    });
  }

  /**
   * The automatic reply to the visitor of enquiry `id`, from the sender, Reply-To staff; resolves
   * to its Message-ID.
   */
  async toVisitor(id: string, address: string, mail: ReplyMail): Promise<string> {
    const messageId = this.messageId(`reply-${id}`);
    await this.send({
      to: { name: '', address },
      from: this.settings.from,
      replyTo: this.settings.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId,
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    });
    return messageId;
  }

  /** Closes the connections of the sends still under way (a stop's grace period has ended). */
  cancelAll(reason: Error): void {
    this.stopping.abort(reason);
  }

  /** `<local@host>`, the host being the sender's domain. */
  private messageId(local: string): string {
    const host = /@([\w.-]+)>?\s*$/.exec(this.settings.from)?.[1] ?? 'enquiries.invalid';
    return `<${local}@${host}>`;
  }

  /**
   * Hands one message to SMTP; never reads files or URLs for it. After `sendTimeoutMs`, or when a
   * stop's grace period ends, the signal closes the message's connection, so the send is over, not
   * running on, when this rejects.
   */
  private async send(message: Message): Promise<void> {
    await this.settings.transport.sendMail({
      ...message,
      disableFileAccess: true,
      disableUrlAccess: true,
      signal: AbortSignal.any([
        AbortSignal.timeout(this.settings.sendTimeoutMs),
        this.stopping.signal,
      ]),
    });
  }
}

/**
 * Whether the mail server refused for good: a 5xx answer (RFC 5321: do not repeat the same
 * request). A refused login is a 5xx too, but a matter of configuration that staff will fix, so
 * it is retried like a 4xx.
 */
export function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH'
  );
}
