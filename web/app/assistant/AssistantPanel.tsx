// The conversation (issue 17 item 1): a panel on desktop, a full-screen sheet on phones
// (CSS), a log that screen readers follow, Escape to close. Answers come from the
// gateway's askAssistant; product cards carry Add to bag, which the shopper presses.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getFragmentData } from '../__generated__/fragment-masking';
import type { AssistantMessage_MessageFragment } from '../__generated__/graphql';
import { AskAssistantMutation, AssistantConversationQuery, AssistantMessageFields, ClearAssistantMutation } from './assistant-documents';
import { assistantPage } from './assistant-page';
import { AssistantProductCard } from './AssistantProductCard';
import { sameOriginPath } from '../platform/return-to';

type Turn = AssistantMessage_MessageFragment | { id: string; role: 'SHOPPER'; text: string; pending?: boolean };

export default function AssistantPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = assistantPage(pathname);
  const { data, refetch } = useQuery(AssistantConversationQuery, { variables: { page }, fetchPolicy: 'network-only' });
  const [ask, { loading }] = useMutation(AskAssistantMutation);
  const [clear] = useMutation(ClearAssistantMutation);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [error, setError] = useState<string>();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  const stored = (data?.assistantConversation.messages ?? []).map((m) => getFragmentData(AssistantMessageFields, m));
  const all: Turn[] = [...stored, ...turns.filter((turn) => !stored.some((s) => s.id === turn.id))];
  const last = [...all].reverse().find((m) => m.role === 'ASSISTANT') as AssistantMessage_MessageFragment | undefined;
  const suggestions = last?.suggestions.length ? last.suggestions : (data?.assistantSuggestions ?? []);

  useEffect(() => input.current?.focus(), []);
  // Escape closes the panel wherever focus is (a card's button disabled while adding drops focus to the page).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    log.current?.firstElementChild?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [all.length]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || loading) return;
    setDraft('');
    setError(undefined);
    const mine: Turn = { id: `local-${Date.now()}`, role: 'SHOPPER', text: message };
    setTurns((current) => [...current, mine]);
    try {
      const result = await ask({ variables: { input: { message, page } } });
      const payload = result.data?.askAssistant;
      if (payload?.userErrors.length) setError(payload.userErrors[0]!.message);
      else if (payload?.reply) {
        const reply = getFragmentData(AssistantMessageFields, payload.reply);
        setTurns((current) => [...current, reply]);
      }
    } catch {
      setError(t('assistant.error'));
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };

  return (
    <section className="assistant-panel" role="dialog" aria-modal="false" aria-labelledby="assistant-title" data-testid="assistant-panel">
      <header className="assistant-panel__header">
        <h2 id="assistant-title" className="assistant-panel__title">
          {t('assistant.title')}
        </h2>
        <button
          type="button"
          className="assistant-panel__clear"
          onClick={async () => {
            await clear();
            setTurns([]);
            await refetch();
          }}
        >
          {t('assistant.clear')}
        </button>
        <button type="button" className="assistant-panel__close" onClick={onClose} aria-label={t('assistant.close')}>
          ×
        </button>
      </header>
      {/* The log is a live region around the list: an <ol> given role=log is no list any more (axe). */}
      <div className="assistant-panel__log" role="log" aria-live="polite" aria-label={t('assistant.conversation')} ref={log}>
        <ol className="assistant-panel__turns">
          {all.length === 0 && <li className="assistant-message assistant-message--assistant">{t('assistant.intro')}</li>}
          {all.map((turn) => (
            <li key={turn.id} className={`assistant-message assistant-message--${turn.role === 'SHOPPER' ? 'shopper' : 'assistant'}`}>
              <span className="visually-hidden">{turn.role === 'SHOPPER' ? t('assistant.you') : t('assistant.title')}: </span>
              <p className="assistant-message__text">{turn.text}</p>
              {'products' in turn && turn.products.length > 0 && (
                <ul className="assistant-message__products">
                  {turn.products.map((product) => (
                    <AssistantProductCard key={product.id} product={product} />
                  ))}
                </ul>
              )}
              {'link' in turn && turn.link && (
                <Link className="assistant-message__link" to={sameOriginPath(turn.link.href)} onClick={onClose}>
                  {turn.link.label}
                </Link>
              )}
            </li>
          ))}
          {loading && (
            <li className="assistant-message assistant-message--assistant assistant-message--thinking">
              <span role="status">{t('assistant.thinking')}</span>
            </li>
          )}
        </ol>
      </div>
      {error && (
        <p className="assistant-panel__error" role="alert">
          {error}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul className="assistant-panel__suggestions" aria-label={t('assistant.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="assistant-chip" onClick={() => void send(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="assistant-panel__form" onSubmit={onSubmit}>
        <label htmlFor="assistant-input" className="visually-hidden">
          {t('assistant.placeholder')}
        </label>
        <input
          id="assistant-input"
          ref={input}
          className="assistant-panel__input"
          value={draft}
          maxLength={500}
          autoComplete="off"
          placeholder={t('assistant.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button" disabled={loading || !draft.trim()}>
          {t('assistant.send')}
        </button>
      </form>
    </section>
  );
}
