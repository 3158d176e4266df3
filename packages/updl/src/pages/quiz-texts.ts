/** The texts of a published page (the quiz runtime's), in the page's language. */
export type TQuizTexts = {
  readonly questionOf: string
  readonly points: string
  readonly start: string
  readonly next: string
  readonly restart: string
  readonly results: string
  readonly yourPoints: string
  readonly leadTitle: string
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly leadSent: string
  readonly leadFailed: string
  readonly chooseAnswer: string
  readonly pointAtMarker: string
  readonly loadFailed: string
}

export const QUIZ_TEXTS: Record<'en' | 'ru', TQuizTexts> = {
  en: {
    questionOf: 'Question {n} of {m}',
    points: 'Points: {p}',
    start: 'Start',
    next: 'Next',
    restart: 'Restart',
    results: 'Results',
    yourPoints: 'Your points: {p}',
    leadTitle: 'Before you start',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    leadSent: 'Your result has been sent',
    leadFailed: 'Could not send your result',
    chooseAnswer: 'Choose an answer',
    pointAtMarker: 'Point the camera at the marker',
    loadFailed: 'Failed to load AR scene',
  },
  ru: {
    questionOf: 'Вопрос {n} из {m}',
    points: 'Баллы: {p}',
    start: 'Начать',
    next: 'Далее',
    restart: 'Начать заново',
    results: 'Результаты',
    yourPoints: 'Ваши баллы: {p}',
    leadTitle: 'Перед началом',
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    leadSent: 'Ваш результат отправлен',
    leadFailed: 'Не удалось отправить результат',
    chooseAnswer: 'Выберите ответ',
    pointAtMarker: 'Наведите камеру на маркер',
    loadFailed: 'Не удалось загрузить AR-сцену',
  },
}
