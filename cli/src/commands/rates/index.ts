/** `exportdesk rates …`: quotes for one parcel or a whole file, priced by the API's published tariffs. */
import type { Command } from 'commander';
import { registerRatesBatch } from './batch';
import { registerRatesQuote } from './quote';

export function registerRates(program: Command): void {
  const rates = program.command('rates').description('Postage and courier rates');
  registerRatesQuote(rates);
  registerRatesBatch(rates);
}
