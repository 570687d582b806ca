import * as v from 'valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { securityKeys } from './security-state';

export const Questions = v.object({
  questions: v.array(v.object({ id: v.string() })),
  chosen: v.nullable(v.array(v.string())),
  attemptsLeft: v.number(),
  lockedUntil: v.nullable(v.number()),
});
export type QuestionsState = v.InferOutput<typeof Questions>;

export const QuestionsVerified = v.object({ verified: v.boolean() });

export interface Answer {
  questionId: string;
  answer: string;
}

const questionsKey = (token: string | null) => [...securityKeys.all, 'questions', token] as const;

/** The platform's questions, the ones this account chose (null until set) and its tries left. */
export function useQuestions() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: questionsKey(token),
    queryFn: ({ signal }) => api.get('/wps/security/questions', { schema: Questions, signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function useSetQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answer[]) => api.put('/wps/security/questions', { json: { answers }, schema: v.unknown() }),
    onSettled: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useVerifyQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answer[]) =>
      api.post('/wps/security/questions/verify', { json: { answers }, schema: QuestionsVerified }),
    // Tries left and the lock change with every answer.
    onSettled: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
