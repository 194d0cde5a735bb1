import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema/index";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in the outbox table; with SMTP_URL it is also sent over SMTP.
 * Without SMTP the outbox and the log line are the mailbox, so verification works locally.
 */
export function createMailer(opts: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await opts.db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
      if (!transport) {
        opts.log.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP configured): ${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db.update(emailOutbox).set({ sentAt: new Date() }).where(eqId(row!.id));
      } catch (err) {
        opts.log.error({ err, to: mail.to }, "sending mail failed");
        await opts.db
          .update(emailOutbox)
          .set({ error: err instanceof Error ? err.message : String(err) })
          .where(eqId(row!.id));
      }
    },
  };
}

const eqId = (id: string) => eq(emailOutbox.id, id);
