/** `exportdesk orders …`: orders in through the public API. */
import type { Command } from 'commander';
import { registerOrdersPush } from './push';

export function registerOrders(program: Command): void {
  const orders = program.command('orders').description('Orders through the public API (for scripts and CI)');
  registerOrdersPush(orders);
}
