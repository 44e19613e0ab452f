import {
  BOT_DIRECTIVE_VOCABULARY,
  BOT_PRIORITY_DEFAULT,
  BOT_PRIORITY_MAX,
  BOT_PRIORITY_MIN,
  type BotInstruction,
} from '@strongs/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { Spinner } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useAddBotInstruction } from '../api/add-bot-instruction';
import { useBotInstructions } from '../api/get-bot-instructions';
import { useSetBotInstructionActive } from '../api/set-bot-instruction-active';
import { FormActions } from './form-actions';
import { FormField, fieldAria } from './form-field';
import { LoadError } from './load-error';

const PRIORITY_RULE = `Priority must be a whole number from ${BOT_PRIORITY_MIN} to ${BOT_PRIORITY_MAX}`;

/** Prime Directive: the bot's instructions with Enable/Disable, and a form to add one. */
export function BotInstructionsPanel() {
  const instructions = useBotInstructions();
  const toggle = useSetBotInstructionActive();
  const toast = useToast();

  const setActive = (instruction: BotInstruction) =>
    toggle.mutateAsync({ id: instruction.id, isActive: !instruction.isActive }).catch((error: unknown) =>
      toast({
        title: 'Failed to update instruction',
        description: errorMessage(error, 'Failed to update instruction'),
        variant: 'error',
      }),
    );

  return (
    <div>
      <AddInstructionForm />
      <h3>Instructions</h3>
      {instructions.isPending ? (
        <Spinner label="Loading instructions…" />
      ) : instructions.isError ? (
        <LoadError
          message="Failed to load ADMIN BOT instructions. Please try again."
          onRetry={() => void instructions.refetch()}
        />
      ) : instructions.data.length === 0 ? (
        <p className="admin-empty">No instructions yet: the bot runs every check.</p>
      ) : (
        <ul className="admin-list">
          {instructions.data.map((instruction) => (
            <li key={instruction.id} className="admin-list-item">
              <div className="admin-list-head">
                <span className={`admin-status admin-status-${instruction.isActive ? 'success' : 'info'}`}>
                  {instruction.isActive ? 'active' : 'inactive'}
                </span>
                <span className="muted small">Priority {instruction.priority}</span>
              </div>
              <p>{instruction.directive}</p>
              <button
                type="button"
                className="button button-small"
                onClick={() => void setActive(instruction)}
                disabled={toggle.isPending && toggle.variables?.id === instruction.id}
                aria-label={`${instruction.isActive ? 'Disable' : 'Enable'} “${instruction.directive}”`}
              >
                {instruction.isActive ? 'Disable' : 'Enable'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddInstructionForm() {
  const add = useAddBotInstruction();
  const toast = useToast();
  const [directive, setDirective] = useState('');
  const [priority, setPriority] = useState(String(BOT_PRIORITY_DEFAULT));
  const [errors, setErrors] = useState<{ directive?: string; priority?: string }>({});
  const ids = { directive: useId(), priority: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = directive.trim();
    const value = Number(priority);
    const found: typeof errors = {};
    if (!text) found.directive = 'Directive is required';
    if (
      priority.trim() === '' ||
      !Number.isInteger(value) ||
      value < BOT_PRIORITY_MIN ||
      value > BOT_PRIORITY_MAX
    )
      found.priority = PRIORITY_RULE;
    setErrors(found);
    if (found.directive) return document.getElementById(ids.directive)?.focus();
    if (found.priority) return document.getElementById(ids.priority)?.focus();
    add.mutateAsync({ directive: text, priority: value }).then(
      () => {
        toast({ title: 'Instruction added', description: text, variant: 'success' });
        setDirective('');
        setPriority(String(BOT_PRIORITY_DEFAULT));
      },
      (error: unknown) =>
        toast({
          title: 'Failed to add instruction',
          description: errorMessage(error, 'Failed to add instruction'),
          variant: 'error',
        }),
    );
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Add instruction">
      <FormField
        id={ids.directive}
        label="Directive"
        hint={`Understood: ${BOT_DIRECTIVE_VOCABULARY.join('; ')}. See Agent Instructions for the check names.`}
        error={errors.directive}
      >
        <input
          {...fieldAria(ids.directive, errors.directive, true)}
          className="input"
          value={directive}
          maxLength={500}
          onChange={(e) => setDirective(e.target.value)}
        />
      </FormField>
      <FormField
        id={ids.priority}
        label={`Priority (${BOT_PRIORITY_MIN}–${BOT_PRIORITY_MAX})`}
        error={errors.priority}
      >
        <input
          {...fieldAria(ids.priority, errors.priority)}
          className="input admin-number"
          type="number"
          min={BOT_PRIORITY_MIN}
          max={BOT_PRIORITY_MAX}
          step={1}
          value={priority}
          onChange={(e) => setPriority(e.target.value)}
        />
      </FormField>
      <FormActions submitLabel="Add Instruction" pending={add.isPending} pendingLabel="Adding…" />
    </form>
  );
}
