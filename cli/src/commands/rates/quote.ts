/** `exportdesk rates quote --country USA --weight 500 --dims 10x10x10`: every carrier for one parcel. */
import type { Command } from 'commander';
import {
  ROW_REASON,
  parseQuoteRow,
  unavailableMessage,
  unknownCountryMessage,
  RATE_CONTRACTS,
} from '@exportdesk/core';
import { contractCall } from '../../lib/client';
import { CliError, EXIT } from '../../lib/errors';
import { commandContext } from '../shared';

export function registerRatesQuote(rates: Command): void {
  rates
    .command('quote')
    .description('Price one parcel with every carrier (weight in grams, dims in cm)')
    .requiredOption(
      '-c, --country <name>',
      'destination country (name, e.g. USA, United Kingdom, or ISO code)',
    )
    .requiredOption('-w, --weight <grams>', 'actual weight in grams')
    .option('-d, --dims <LxWxH>', 'length x width x height in cm, e.g. 10x10x10')
    .action(async (opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      // The same row rules as the batch and the API, so a typo is caught before any call.
      const parsed = parseQuoteRow({
        country: opts.country,
        weight: opts.weight,
        ...(opts.dims ? { dims: opts.dims } : {}),
      });
      if (!parsed.ok) {
        // 'Unknown country "Unted States". Did you mean United States?' when a name is near.
        const message =
          parsed.reason === ROW_REASON.unknownCountry ? unknownCountryMessage(opts.country) : parsed.reason;
        throw new CliError(message, EXIT.USAGE);
      }
      const p = parsed.parcel;
      const body = {
        country: p.country,
        weight: p.weightGrams,
        length: p.lengthCm,
        width: p.widthCm,
        height: p.heightCm,
      };
      const q = (await contractCall(s.apiUrl, RATE_CONTRACTS.quote, { body }, { token: s.token })).data;
      // Why a row is 'Not Available', in the engine's words (the API sends the code).
      for (const o of q.options)
        if (!o.available && !o.reasonText)
          o.reasonText = unavailableMessage(o.reason, { country: q.country });
      if (!q.cheapest) process.exitCode = EXIT.REJECTED; // nothing can carry it
      const dims = p.lengthCm ? `, ${p.lengthCm}×${p.widthCm}×${p.heightCm} cm` : '';
      await out.result({ success: true, parcel: body, ...q }, (v) =>
        v.drawQuote(`${q.country}, ${p.weightGrams} g${dims}`, q.options, q.cheapest),
      );
    });
}
