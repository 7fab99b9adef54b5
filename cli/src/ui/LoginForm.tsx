/** Interactive login prompt: user type, username, password (masked). Draws only; the command calls the API. */
import React, { useState } from 'react';
import { Box, Text, useInput } from 'ink';
import TextInput from 'ink-text-input';
import { USER_TYPES } from '@exportdesk/core';

export interface LoginAnswers {
  userType: number;
  userName: string;
  password: string;
}

type Step = 'type' | 'user' | 'password';

export function LoginForm({ initial, onDone }: { initial: Partial<LoginAnswers>; onDone: (a: LoginAnswers) => void }) {
  const [step, setStep] = useState<Step>(initial.userType ? (initial.userName ? 'password' : 'user') : 'type');
  const [typeIndex, setTypeIndex] = useState(Math.max(0, USER_TYPES.findIndex((t) => t.userType === (initial.userType ?? 1))));
  const [userName, setUserName] = useState(initial.userName ?? '');
  const [password, setPassword] = useState('');
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
            <TextInput value={userName} onChange={setUserName} onSubmit={() => userName.trim() && setStep('password')} />
          ) : (
            <Text>{userName}</Text>
          )}
        </Box>
      )}
      {step === 'password' && (
        <Box>
          <Text>Password / OTP: </Text>
          <TextInput value={password} mask="*" onChange={setPassword} onSubmit={() => onDone({ userType, userName: userName.trim(), password })} />
        </Box>
      )}
    </Box>
  );
}
