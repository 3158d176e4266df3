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
  readonly cameraTitle: string
  readonly cameraHelp: string
  readonly printMarkerHint: string
  readonly printMarker: string
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
    cameraTitle: 'This AR quiz needs your camera',
    cameraHelp:
      'Allow this page to use the camera: answer "Allow" when the browser asks, or turn the camera on for this site in the browser\'s site settings, then reload the page. On a computer without a camera, open the page on a phone.',
    printMarkerHint: 'The scene appears on the marker: print it or show it on another screen.',
    printMarker: 'Download the printable marker',
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
    cameraTitle: 'Для этой AR-викторины нужна камера',
    cameraHelp:
      'Разрешите странице пользоваться камерой: нажмите «Разрешить», когда браузер спросит, или включите камеру для этого сайта в настройках сайта в браузере, затем перезагрузите страницу. На компьютере без камеры откройте страницу на телефоне.',
    printMarkerHint: 'Сцена появляется на маркере: распечатайте его или покажите на другом экране.',
    printMarker: 'Скачать маркер для печати',
  },
}
