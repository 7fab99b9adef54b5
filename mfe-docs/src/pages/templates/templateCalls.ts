/** Calls of the templates page (issue 15; template/*): consignee and item templates. */
import type { TemplateInput, TemplateRow } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export const listTemplates = (signal?: AbortSignal) => get<TemplateRow[]>('template/list', signal);
export const saveTemplate = (t: TemplateInput) => post<TemplateRow[]>('template/save', t);
export const deleteTemplate = (id: number) => post<null>('template/delete', { id });
