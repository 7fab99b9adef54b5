/**
 * Interactive login prompt: user type, username, password (masked). Draws only; the command calls the API.
 * Enter submits what was typed (kept in a ref as it is typed), not the rendered state: text and
 * Enter that arrive before a re-render would otherwise submit the value of the render before; and
 * text and Enter read in one chunk (a paste, a fast terminal) reach onChange as "text\r": that
 * Enter submits too.
 */
import React, { useRef, useState } from 'react';
import { Box, Text, useInput } from 'ink';
import TextInput from 'ink-text-input';
import { USER_TYPES } from '@exportdesk/core';

export interface LoginAnswers {
  userType: number;
  userName: string;
  password: string;
}

type Step = 'type' | 'user' | 'password';

export function LoginForm({
  initial,
  onDone,
}: {
  initial: Partial<LoginAnswers>;
  onDone: (a: LoginAnswers) => void;
}) {
  const [step, setStep] = useState<Step>(
    initial.userType ? (initial.userName ? 'password' : 'user') : 'type',
  );
  const [typeIndex, setTypeIndex] = useState(
    Math.max(
      0,
      USER_TYPES.findIndex((t) => t.userType === (initial.userType ?? 1)),
    ),
  );
  const [userName, setUserName] = useState(initial.userName ?? '');
  const [password, setPassword] = useState('');
  const typed = useRef({ userName: initial.userName ?? '', password: '' });
  const submitUser = () => typed.current.userName.trim() && setStep('password');
  const submitPassword = () =>
    onDone({
      userType: USER_TYPES[typeIndex].userType,
      userName: typed.current.userName.trim(),
      password: typed.current.password,
    });
  const enter = (
    v: string,
    field: 'userName' | 'password',
    set: (v: string) => void,
    submit: () => unknown,
  ) => {
    const at = v.search(/[\r\n]/);
    set((typed.current[field] = at < 0 ? v : v.slice(0, at)));
    if (at >= 0) submit();
  };
  const userType = USER_TYPES[typeIndex].userType;

  useInput(
    (_input, key) => {
      if (key.upArrow) setTypeIndex((i) => (i + USER_TYPES.length - 1) % USER_TYPES.length);
      if (key.downArrow) setTypeIndex((i) => (i + 1) % USER_TYPES.length);
      if (key.return) setStep('user');
    },
    { isActive: step === 'type' },
  );

  return (
    <Box flexDirection="column" borderStyle="round" borderColor="cyan" paddingX={1}>
      <Text bold>Sign in to ExportDesk</Text>
      {step === 'type' ? (
        <Box flexDirection="column">
          <Text dimColor>Who are you? (↑/↓, Enter)</Text>
          {USER_TYPES.map((t, i) => (
            <Text key={`${t.userType}-${t.role}`} color={i === typeIndex ? 'cyan' : undefined}>
              {i === typeIndex ? '› ' : '  '}
              {t.role} ({t.userType})
            </Text>
          ))}
        </Box>
      ) : (
        <Text>
          <Text dimColor>Signing in as </Text>
          {USER_TYPES[typeIndex].role} ({userType})
        </Text>
      )}
      {step !== 'type' && (
        <Box>
          <Text>{userType === 1 ? 'IEC / username: ' : 'Username: '}</Text>
          {step === 'user' ? (
            <TextInput
              value={userName}
              onChange={(v) => enter(v, 'userName', setUserName, submitUser)}
              onSubmit={submitUser}
            />
          ) : (
            <Text>{userName}</Text>
          )}
        </Box>
      )}
      {step === 'password' && (
        <Box>
          <Text>Password / OTP: </Text>
          <TextInput
            value={password}
            mask="*"
            onChange={(v) => enter(v, 'password', setPassword, submitPassword)}
            onSubmit={submitPassword}
          />
        </Box>
      )}
    </Box>
  );
}
