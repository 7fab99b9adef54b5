// nodemailer ships no types; we use one call of it.
declare module 'nodemailer' {
  const nodemailer: {
    createTransport(url: string): { sendMail(m: Record<string, unknown>): Promise<unknown> };
  };
  export default nodemailer;
}
