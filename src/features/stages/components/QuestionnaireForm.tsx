import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { stageTypeLabel, type Question } from '@/shared/domain';
import { QUESTIONNAIRE_TEXTS, unanswered } from '../forms';
import { draftKey, isStringRecord, useDraft } from '../drafts';
import { useStageSubmit, type StageFormProps } from './useStageSubmit';
import { StageForm } from './StageForm';

/** A multiple-choice stage: a labelled radio group per question; sent when all are answered. */
export function QuestionnaireForm({
  questions,
  ...props
}: StageFormProps & { questions: readonly Question[] }) {
  const [answers, setAnswers, clearDraftAnswers] = useDraft<Record<string, string>>(
    draftKey(props.applicationId, props.stageId),
    {},
    isStringRecord,
  );
  const [tried, setTried] = useState(false);
  const { send, sending, failureAlert, details } = useStageSubmit(props);
  const groups = useRef<(HTMLElement | null)[]>([]);
  const missing = unanswered(questions, answers);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTried(true);
    if (missing.length) {
      groups.current[missing[0]! - 1]?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    const body = questions.map((q) => ({ questionId: q.id, optionId: answers[q.id]! }));
    const attempt = await send({ type: 'questionnaire', answers: body }, QUESTIONNAIRE_TEXTS.sent);
    if (attempt) clearDraftAnswers();
  };

  const summary =
    tried && missing.length
      ? missing.length === 1
        ? QUESTIONNAIRE_TEXTS.missingOne(missing[0]!)
        : QUESTIONNAIRE_TEXTS.missingMany(missing)
      : null;

  return (
    <StageForm label={stageTypeLabel('questionnaire')} onSubmit={onSubmit} spacing={3}>
      {questions.map((question, index) => {
        const error =
          (tried && !answers[question.id] ? QUESTIONNAIRE_TEXTS.answerThis : undefined) ??
          details[`answers.${index}`];
        const labelId = `question-${question.id}`;
        return (
          <FormControl
            key={question.id}
            component="fieldset"
            error={!!error}
            ref={(element: HTMLElement | null) => {
              groups.current[index] = element;
            }}
          >
            <FormLabel
              component="legend"
              id={labelId}
              sx={{ color: 'text.primary', fontWeight: 500, mb: 0.5 }}
            >
              {`${index + 1}. ${question.text}`}
            </FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              name={labelId}
              value={answers[question.id] ?? ''}
              onChange={(_event, optionId) => setAnswers({ ...answers, [question.id]: optionId })}
            >
              {question.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  value={option.id}
                  control={<Radio />}
                  label={option.text}
                  disabled={sending}
                />
              ))}
            </RadioGroup>
            {error ? <FormHelperText>{error}</FormHelperText> : null}
          </FormControl>
        );
      })}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {`${questions.length - missing.length} de ${questions.length} respondidas`}
      </Typography>
      {summary ? (
        <Typography role="alert" color="error" variant="body2">
          {summary}
        </Typography>
      ) : null}
      {failureAlert}
      <div>
        <Button type="submit" variant="contained" size="large" loading={sending}>
          {QUESTIONNAIRE_TEXTS.submit}
        </Button>
      </div>
    </StageForm>
  );
}
