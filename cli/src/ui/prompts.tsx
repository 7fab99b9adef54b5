/** Entry points of the rendering layer, loaded lazily by commands that draw on a terminal. */
import React from 'react';
import { KeyValues } from './KeyValues';
import { LoginForm, type LoginAnswers } from './LoginForm';
import { renderStatic, renderUntilDone } from './render';

export const promptLogin = (initial: Partial<LoginAnswers>) =>
  renderUntilDone<LoginAnswers>((done) => <LoginForm initial={initial} onDone={done} />);

export const drawKeyValues = (title: string, rows: Array<[string, string]>) => renderStatic(<KeyValues title={title} rows={rows} />);
