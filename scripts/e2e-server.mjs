// Starts the built app the way `npm start` does, on a fresh temporary data dir, with a local SMTP
// server that writes every received mail as JSON into E2E_MAIL_DIR, so tests can open real links.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const mailDir = process.env.E2E_MAIL_DIR ?? path.resolve("test-results/mail");
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let count = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      count += 1;
      writeFileSync(path.join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "recall-e2e-"));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.PORT = process.env.E2E_PORT ?? "4173";
process.env.HOST = "127.0.0.1";
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.AUTH_RATE_LIMIT ??= "1000";
process.env.LOG_LEVEL ??= "warn";
await import("../apps/server/dist/main.js");
