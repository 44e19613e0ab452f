import { BOT_CHECK_NAMES, BOT_DIRECTIVE_VOCABULARY } from '@strongs/contracts';

/** Agent Instructions: what the bot understands, and where an AI provider key would go. */
export function BotAgentInstructions() {
  return (
    <div className="admin-prose">
      <p>
        The bot sweeps the site on a schedule (the <code>bot_sweep_interval_minutes</code> setting), files
        what it finds as repairs or error reports, and writes every action to its log. Prime directives steer
        the sweep; each directive is one line from this vocabulary (case does not matter):
      </p>
      <ul className="admin-vocabulary">
        {BOT_DIRECTIVE_VOCABULARY.map((d) => (
          <li key={d}>
            <code>{d}</code>
          </li>
        ))}
      </ul>
      <p>
        <code>&lt;check&gt;</code> is <code>all</code> or one of:{' '}
        {BOT_CHECK_NAMES.map((c, i) => (
          <span key={c}>
            {i > 0 && ', '}
            <code>{c}</code>
          </span>
        ))}
        . Where two directives disagree, the higher priority wins. A directive the bot does not understand is
        logged and otherwise ignored.
      </p>
      <h3>AI provider</h3>
      <p>
        The bot works without an AI provider. To prepare one, store its key in the protected{' '}
        <code>ai_provider_key</code> setting under System Settings; it is masked everywhere it is listed.
      </p>
    </div>
  );
}
