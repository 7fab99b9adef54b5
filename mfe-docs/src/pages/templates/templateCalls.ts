/** Calls of the templates page (issue 15; template/*): consignee and item templates. */
import { INVENTORY_CONTRACTS as c, type TemplateInput } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export const listTemplates = (signal?: AbortSignal) => callContract(c.templates, {}, signal);
export const saveTemplate = (t: TemplateInput) => callContract(c.saveTemplate, { body: t });
export const deleteTemplate = (id: number) => callContract(c.removeTemplate, { body: { id } });
