import type { THubPrompt } from '@unikflow/graph'

// Unikflow's own prompts for the hub. Prompt Template prompts use {question} where the chat's message
// goes (LLM Chain fills it); Chat Prompt Template prompts put the message in the human message as {input}.

const prompt = (p: Omit<THubPrompt, 'kind' | 'systemMessage' | 'humanMessage'>): THubPrompt => ({
  ...p,
  kind: 'prompt',
  systemMessage: '',
  humanMessage: '',
})
const chat = (p: Omit<THubPrompt, 'kind' | 'template'>): THubPrompt => ({ ...p, kind: 'chat', template: '' })

export const bundledPrompts: readonly THubPrompt[] = [
  prompt({
    id: 'unikflow/concise-answer',
    name: 'Concise expert answer',
    description: 'Answers in at most three sentences, says so when it does not know.',
    tags: ['General', 'Q&A'],
    template:
      'You are an expert who answers briefly and precisely. Answer in at most three sentences. If you do not ' +
      'know, say that you do not know.\n\nQuestion: {question}\nAnswer:',
  }),
  prompt({
    id: 'unikflow/explain-like-five',
    name: 'Explain it simply',
    description: 'Explains a topic to a beginner with an everyday analogy.',
    tags: ['Education'],
    template:
      'Explain the topic below to someone who has never heard of it. Use one everyday analogy and no jargon; ' +
      'end with one sentence that sums it up.\n\nTopic: {question}',
  }),
  prompt({
    id: 'unikflow/summarize-bullets',
    name: 'Summary with key points',
    description: 'Two-sentence summary followed by the key points as a list.',
    tags: ['Summarization'],
    template: 'Summarize the text in two sentences, then list its key points.\n\nText:\n{question}',
  }),
  prompt({
    id: 'unikflow/translate',
    name: 'Translator',
    description: 'Translates into the language in {language}, keeping names and formatting.',
    tags: ['Translation'],
    template:
      'Translate the text into {language}. Keep names, numbers and formatting, and answer with the ' +
      'translation only.\n\nText:\n{question}',
  }),
  prompt({
    id: 'unikflow/proofread',
    name: 'Proofreader',
    description: 'Fixes grammar and spelling, then lists what changed.',
    tags: ['Writing'],
    template:
      'Correct the grammar, spelling and punctuation of the text without changing its meaning or tone. ' +
      'Answer with the corrected text, then a short list of the changes.\n\nText:\n{question}',
  }),
  prompt({
    id: 'unikflow/email-reply',
    name: 'Email reply',
    description: 'Drafts a polite reply to an email, in the tone you ask for.',
    tags: ['Writing', 'Support'],
    template:
      'Draft a reply to the email below. Be polite and clear, keep it under 150 words, and leave ' +
      'placeholders in [brackets] for facts you do not know.\n\nEmail:\n{question}',
  }),
  prompt({
    id: 'unikflow/extract-json',
    name: 'Extract fields as JSON',
    description: 'Pulls named fields out of free text as JSON (pair with an output parser).',
    tags: ['Extraction', 'JSON'],
    template:
      'Extract the following fields from the text: {fields}. Answer with one JSON object whose keys are the ' +
      'field names; use null for anything the text does not say.\n\nText:\n{question}',
  }),
  prompt({
    id: 'unikflow/classify-intent',
    name: 'Intent classifier',
    description: 'Labels a customer message with one intent from your list.',
    tags: ['Classification', 'Support'],
    template:
      'Classify the customer message into exactly one of these intents: {intents}. Answer with the intent ' +
      'name only.\n\nMessage: {question}',
  }),
  prompt({
    id: 'unikflow/sql-from-question',
    name: 'SQL from a question',
    description: 'Writes a read-only SQL query for a question, given the table definitions.',
    tags: ['Coding', 'SQL'],
    template:
      'Given these tables:\n{schema}\n\nWrite one read-only SQL query (SELECT only) that answers the ' +
      'question. Answer with the query in a code block.\n\nQuestion: {question}',
  }),
  prompt({
    id: 'unikflow/code-review',
    name: 'Code review',
    description: 'Reviews a piece of code for bugs, security and readability.',
    tags: ['Coding'],
    template:
      'Review the code below. List bugs first, then security issues, then readability; for each, quote the ' +
      'line and suggest a fix. Say "no issues" for an empty category.\n\nCode:\n{question}',
  }),
  prompt({
    id: 'unikflow/rag-answer',
    name: 'Answer from context',
    description: 'Answers only from the given context and says when the context does not cover it.',
    tags: ['RAG', 'Q&A'],
    template:
      'Answer the question using only the context. If the context does not contain the answer, say "I could ' +
      'not find that in the documents." Quote the passage you used.\n\nContext:\n{context}\n\nQuestion: {question}',
  }),
  prompt({
    id: 'unikflow/product-description',
    name: 'Product description',
    description: 'Writes a short product description from a list of features.',
    tags: ['Marketing', 'Writing'],
    template:
      'Write a product description of about 80 words for an online shop from these features. Lead with the ' +
      'main benefit; no superlatives.\n\nFeatures:\n{question}',
  }),
  prompt({
    id: 'unikflow/quiz-questions',
    name: 'Quiz questions',
    description:
      'Writes multiple-choice questions about a topic, marking the right answer (for UPDL quizzes).',
    tags: ['Education', 'UPDL'],
    template:
      'Write {count} multiple-choice questions about the topic, each with four answers, exactly one correct. ' +
      'Mark the correct answer with (correct).\n\nTopic: {question}',
  }),
  chat({
    id: 'unikflow/support-agent',
    name: 'Customer support agent',
    description: 'A friendly support persona that asks one clarifying question when needed.',
    tags: ['Support', 'Chatbot'],
    systemMessage:
      'You are a friendly customer support agent for {company}. Be concise and warm. If the request is ' +
      'unclear, ask one clarifying question. Never promise refunds or dates you cannot confirm.',
    humanMessage: '{input}',
  }),
  chat({
    id: 'unikflow/tutor',
    name: 'Socratic tutor',
    description: 'Guides a student to the answer with questions instead of giving it away.',
    tags: ['Education', 'Chatbot'],
    systemMessage:
      'You are a patient tutor. Do not give the answer directly: ask one guiding question at a time, and ' +
      'praise progress. Give the full answer only when the student asks for it twice.',
    humanMessage: '{input}',
  }),
  chat({
    id: 'unikflow/interviewer',
    name: 'Job interviewer',
    description: 'Runs a mock interview for a role, one question at a time, with feedback.',
    tags: ['Career', 'Chatbot'],
    systemMessage:
      'You are interviewing the user for the role of {role}. Ask one question at a time, wait for the answer, ' +
      'and give one sentence of feedback before the next question.',
    humanMessage: '{input}',
  }),
  chat({
    id: 'unikflow/brainstorm',
    name: 'Brainstorming partner',
    description: 'Generates many varied ideas, then helps narrow them down.',
    tags: ['Creativity'],
    systemMessage:
      'You are a creative brainstorming partner. First give ten varied ideas as a numbered list, from safe to ' +
      'bold. Then ask which ones to develop.',
    humanMessage: '{input}',
  }),
  chat({
    id: 'unikflow/structured-reasoner',
    name: 'Step-by-step reasoner',
    description: 'Thinks through a problem in numbered steps before the final answer.',
    tags: ['Reasoning', 'General'],
    systemMessage:
      'Solve the problem in short numbered steps, checking each one. End with a line starting with ' +
      '"Answer:" that gives only the final result.',
    humanMessage: '{input}',
  }),
  chat({
    id: 'unikflow/meeting-notes',
    name: 'Meeting notes',
    description: 'Turns a transcript into decisions, action items with owners, and open questions.',
    tags: ['Summarization', 'Productivity'],
    systemMessage:
      'Turn the meeting transcript into three sections: Decisions, Action items (owner and due date when ' +
      'said), Open questions. Use bullet points; do not invent owners or dates.',
    humanMessage: '{input}',
  }),
  chat({
    id: 'unikflow/ar-guide',
    name: 'AR scene guide',
    description: 'A museum-style guide that describes objects of an AR or 3D scene in two sentences.',
    tags: ['UPDL', 'Education'],
    systemMessage:
      'You are a guide in an augmented-reality exhibition. Describe the object the visitor asks about in two ' +
      'vivid sentences suitable for a phone screen, then suggest what to look at next.',
    humanMessage: '{input}',
  }),
]
