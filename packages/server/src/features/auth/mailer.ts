import type { SmtpConfig } from '../../config'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** The one thing the server needs from a mail transport; tests inject their own. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export function createSmtpMailer(smtp: SmtpConfig): Mailer {
  // nodemailer is loaded on first send: most instances never mail, and start-up stays lean.
  let transport: Promise<{ sendMail(message: MailMessage & { from: string }): Promise<unknown> }> | undefined
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.port === 465,
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        }),
      )
      await (await transport).sendMail({ ...message, from: smtp.from })
    },
  }
}
