/**
 * `exportdesk hsn classify "men's cotton t-shirt"` (issue 16): the five likeliest HS 2022
 * subheadings for a product description, as the portal's HSN Classifier gives them; a table on a
 * terminal, JSON with --json. The description's rule is core's, checked before any call.
 */
import type { Command } from 'commander';
import {
  CLASSIFIER_MSG,
  classifierInputError,
  classifierMessage,
  dottedHsCode,
  LOOKUP_CONTRACTS,
} from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

export function registerHsn(program: Command): void {
  const hsn = program.command('hsn').description('HS codes for your goods');
  hsn
    .command('classify')
    .description('Suggest the five likeliest HS codes for a product description')
    .argument('<description...>', 'what the product is, e.g. "men\'s cotton t-shirt"')
    .action(async (parts: string[], _o, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const description = parts.join(' ').trim();
      const problem = classifierInputError(description);
      if (problem) throw new CliError(problem, EXIT.USAGE);
      const token = requireToken(s);
      const r = await contractCall(s.apiUrl, LOOKUP_CONTRACTS.classify, { body: { description } }, { token });
      const rows = r.data ?? [];
      const message = classifierMessage(rows);
      await out.result({ success: true, description, message, suggestions: rows }, (v) =>
        v.drawTable({
          title: `HS codes for "${description}"`,
          columns: [
            { key: 'code', header: 'HS code' },
            { key: 'match', header: 'Match', align: 'right' },
            { key: 'description', header: 'Description', max: 70 },
            { key: 'duty', header: 'Duty' },
          ],
          rows: rows.map((x, i) => ({
            cells: {
              code: dottedHsCode(x.hsCode),
              match: `${Math.round(x.confidence * 100)}%${x.check ? ` (${CLASSIFIER_MSG.checkRow})` : ''}`,
              description: x.description,
              duty: x.duty || x.dutyNote || '—',
            },
            tone: i === 0 && !x.check ? 'ok' : undefined,
          })),
          footer: [
            ...(message === CLASSIFIER_MSG.check ? [message] : []),
            'Suggestions from the HS 2022 nomenclature: check the code against your goods before filing.',
            'Match: how often a suggestion like this one had the right heading (first four digits).',
          ],
        }),
      );
    });
}
