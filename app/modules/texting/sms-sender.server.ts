import twilio from "twilio";

/**
 * Text messages leave through this adapter: the text outbox
 * (text-outbox.server.ts) knows nothing of Twilio. The real one is Twilio's
 * REST API through the official package; tests point it at a local server
 * answering as Twilio's Messages API (TWILIO_API_URL).
 */
export type OutgoingText = { to: string; body: string };

export interface SmsSender {
  /** Hands one text to the carrier's API; resolves with its id there, throws when refused. */
  send(text: OutgoingText): Promise<{ sid: string }>;
}

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiUrl: string };

const TWILIO_API = "https://api.twilio.com";

/**
 * The package's own HTTP client (a public export, passed as the public
 * `httpClient` option) with every request's address moved from Twilio's API
 * to `apiUrl`; with the default address it changes nothing.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: 15_000 });
  }

  override request<TData>(opts: Parameters<twilio.RequestClient["request"]>[0] & { data?: TData }) {
    const uri = opts.uri.startsWith(TWILIO_API) ? this.apiUrl.replace(/\/$/, "") + opts.uri.slice(TWILIO_API.length) : opts.uri;
    return super.request({ ...opts, uri });
  }
}

export function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, { httpClient: new RedirectedRequestClient(settings.apiUrl) });
  return {
    async send(text) {
      const message = await client.messages.create({ to: text.to, from: settings.from, body: text.body });
      return { sid: message.sid };
    },
  };
}

/** Whether Twilio refused the message for good (an invalid or unsubscribed number): trying again cannot help. */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof twilio.RestException)) return false;
  // 21211 invalid number, 21610 the recipient texted STOP, 21614 not a mobile number.
  return error.status === 400 && [21211, 21610, 21614].includes(error.code ?? 0);
}
