/** Questions no abstract in a medical library answers: the off-topic set the AI features must refuse to guess at. */
export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  'What is the capital of France?',
  'Who won the football World Cup in 2018?',
  'How do I bake sourdough bread at home?',
  'What will the weather be like in London tomorrow?',
  'Can you recommend a good laptop for programming?',
  'What is the price of Bitcoin today?',
  'Write a poem about the ocean.',
  'How do I change a flat tyre on my bicycle?',
  'What is the plot of Hamlet?',
  'Which programming language is best for web development?',
  'How many moons does Jupiter have?',
  'What time does the train to Edinburgh leave?',
];

/** Questions about the paper itself, asked of every abstract. */
export const ON_TOPIC_QUESTIONS: readonly string[] = [
  'What did the study find?',
  'How many participants were included?',
  'What was the study design?',
  'What was the aim of the study?',
];
