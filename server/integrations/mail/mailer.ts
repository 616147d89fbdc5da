export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends a mail or fails; callers decide whether a failure is worth failing the request for. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
