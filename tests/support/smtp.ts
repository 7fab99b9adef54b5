/** A minimal SMTP server on loopback for tests: accepts every message and keeps its raw data. */
import net from 'node:net';

export interface SmtpServer {
  port: number;
  /** each message's DATA, lines joined with \n (dot-stuffing undone) */
  received: string[];
  /** each message's envelope recipients (RCPT TO) */
  recipients: string[][];
  close: () => void;
}

export function smtpServer(): Promise<SmtpServer> {
  const received: string[] = [];
  const recipients: string[][] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let rcpt: string[] = [];
    socket.write('220 test ESMTP\r\n');
    let buf = '';
    socket.on('data', (chunk) => {
      buf += chunk.toString('latin1');
      let i: number;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            recipients.push(rcpt);
            data = '';
            rcpt = [];
            socket.write('250 OK queued\r\n');
          } else data += (line.startsWith('..') ? line.slice(1) : line) + '\n';
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'RCPT') {
          rcpt.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        received,
        recipients,
        close: () => server.close(),
      }),
    ),
  );
}

/** The attachments of a raw multipart message: file name and decoded bytes (base64 parts). */
export function mailAttachments(
  raw: string,
): Array<{ fileName: string; contentType: string; bytes: Buffer }> {
  const out: Array<{ fileName: string; contentType: string; bytes: Buffer }> = [];
  const boundaries = [...raw.matchAll(/boundary="?([^"\s;]+)"?/gi)].map((m) => m[1]!);
  for (const b of boundaries) {
    for (const part of raw.split(`--${b}`)) {
      const cut = part.indexOf('\n\n');
      if (cut < 0) continue;
      const head = part.slice(0, cut).replace(/\n[ \t]+/g, ' ');
      if (!/content-disposition:\s*attachment/i.test(head)) continue;
      const fileName = /filename\*?=(?:utf-8'')?"?([^";\n]+)"?/i.exec(head)?.[1] ?? '';
      const contentType = /content-type:\s*([^;\n]+)/i.exec(head)?.[1]?.trim() ?? '';
      const body = part.slice(cut + 2);
      const bytes = /content-transfer-encoding:\s*base64/i.test(head)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'latin1');
      out.push({ fileName, contentType, bytes });
    }
  }
  return out;
}
