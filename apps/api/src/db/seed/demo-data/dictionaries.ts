// The demo world's fixed lists: squads, careers, interests, criteria templates, evaluation and event types and
// talent groups. Content is Portuguese because the consultancy's recruiters work in Portuguese.

export const SQUADS = ['Squad Alfa', 'Squad Atlântico', 'Squad Norte-Americano', 'Squad Dados'] as const;

export const CAREERS = [
  'Desenvolvedor Back-end',
  'Desenvolvedor Front-end',
  'Desenvolvedor Full-stack',
  'Desenvolvedor Mobile',
  'Engenheiro DevOps',
  'Engenheiro de Dados',
  'Cientista de Dados',
  'Analista de QA',
  'Designer UX/UI',
  'Gerente de Projetos',
  'Scrum Master',
  'Arquiteto de Software',
  'Product Owner',
  'Analista de Segurança da Informação',
] as const;
export type CareerName = (typeof CAREERS)[number];

/** The 'euquero' list: what a professional wants from work. */
export const INTERESTS = [
  'Trabalhar remoto',
  'Inovação',
  'Aprender novas tecnologias',
  'Liderar equipes',
  'Projetos internacionais',
  'Equilíbrio entre vida e trabalho',
  'Crescimento na carreira',
  'Impacto social',
  'Startups',
  'Mentoria',
  'Trabalho em equipe',
  'Código aberto',
] as const;
export type InterestName = (typeof INTERESTS)[number];

/**
 * Criterion templates with their synonyms (termos). They are also the skills vocabulary: professionals' skills
 * and opportunities' criteria use these names, so matching finds them.
 */
export const CRITERIA_TEMPLATES = [
  { nome: 'Java', termos: ['JEE', 'Spring'] },
  { nome: 'Spring Boot', termos: ['Spring'] },
  { nome: 'JavaScript', termos: ['JS', 'ECMAScript'] },
  { nome: 'TypeScript', termos: ['TS'] },
  { nome: 'React', termos: ['ReactJS', 'React.js'] },
  { nome: 'Angular', termos: ['AngularJS'] },
  { nome: 'Vue.js', termos: ['Vue', 'VueJS'] },
  { nome: 'Node.js', termos: ['Node', 'NodeJS'] },
  { nome: 'Python', termos: ['Django', 'FastAPI'] },
  { nome: 'C#', termos: ['.NET', 'dotnet'] },
  { nome: 'Go', termos: ['Golang'] },
  { nome: 'Kotlin', termos: [] },
  { nome: 'Swift', termos: ['iOS'] },
  { nome: 'Flutter', termos: ['Dart'] },
  { nome: 'React Native', termos: ['RN'] },
  { nome: 'SQL', termos: ['PostgreSQL', 'MySQL'] },
  { nome: 'MongoDB', termos: ['NoSQL'] },
  { nome: 'AWS', termos: ['Amazon Web Services'] },
  { nome: 'Azure', termos: ['Microsoft Azure'] },
  { nome: 'GCP', termos: ['Google Cloud'] },
  { nome: 'Docker', termos: ['Containers'] },
  { nome: 'Kubernetes', termos: ['K8s'] },
  { nome: 'Terraform', termos: ['IaC'] },
  { nome: 'CI/CD', termos: ['Jenkins', 'GitHub Actions'] },
  { nome: 'Spark', termos: ['Apache Spark', 'PySpark'] },
  { nome: 'Power BI', termos: ['PowerBI'] },
  { nome: 'Machine Learning', termos: ['ML'] },
  { nome: 'Selenium', termos: ['Testes automatizados'] },
  { nome: 'Cypress', termos: [] },
  { nome: 'Figma', termos: [] },
  { nome: 'Scrum', termos: ['Agile', 'Ágil'] },
  { nome: 'Kanban', termos: [] },
  { nome: 'Microsserviços', termos: ['Microservices'] },
  { nome: 'Kafka', termos: ['Apache Kafka'] },
  { nome: 'Linux', termos: [] },
  { nome: 'SAP', termos: ['ABAP'] },
  { nome: 'Inglês', termos: ['English'] },
  { nome: 'Espanhol', termos: ['Spanish', 'Español'] },
] as const satisfies ReadonlyArray<{ nome: string; termos: readonly string[] }>;
export type SkillName = (typeof CRITERIA_TEMPLATES)[number]['nome'];

/** Vocabulary entries that are languages (subclassif 'languages'); the rest are 'skills'. */
export const LANGUAGE_SKILLS: readonly string[] = ['Inglês', 'Espanhol', 'Francês', 'Alemão', 'Italiano'];

/** Attitudes and competences used as 'eusou' / 'eusei' mosaic pieces. */
export const ATTITUDES = [
  'Comunicativo',
  'Proativo',
  'Resiliente',
  'Analítico',
  'Criativo',
  'Organizado',
  'Colaborativo',
  'Curioso',
] as const;
export const COMPETENCES = [
  'Arquitetura de sistemas',
  'Modelagem de dados',
  'Design de interfaces',
  'Gestão de stakeholders',
  'Automação de testes',
  'Infraestrutura como código',
  'Desenvolvimento de APIs',
  'Análise de requisitos',
] as const;

export const EVALUATION_TYPES = [
  {
    name: 'Parecer Técnico',
    criteria: [
      { name: 'Conhecimento técnico', peso: 3 },
      { name: 'Resolução de problemas', peso: 3 },
      { name: 'Boas práticas', peso: 1 },
    ],
    disabled: false,
  },
  { name: 'Parecer Comportamental', criteria: [], disabled: false },
  {
    name: 'Entrevista com o Cliente',
    criteria: [
      { name: 'Aderência à vaga', peso: 3 },
      { name: 'Comunicação', peso: 1 },
    ],
    disabled: false,
  },
  {
    name: 'Desenvolvedor Java',
    criteria: [
      { name: 'Java', peso: 3 },
      { name: 'Spring', peso: 1 },
    ],
    disabled: true,
  },
] as const;

/**
 * The demo's old event types. The types themselves now come with migration 0032 (every database needs them); the
 * demo only draws one id per entry here, so the rest of its world keeps the ids it had.
 */
export const EVENT_TYPES = [
  { name: 'Candidatura', automatic: true },
  { name: 'Mudança de etapa', automatic: true },
  { name: 'Perfil atualizado', automatic: true },
  { name: 'Entrevista', automatic: false },
  { name: 'Ligação', automatic: false },
  { name: 'E-mail enviado', automatic: false },
  { name: 'Proposta', automatic: false },
  { name: 'Observação', automatic: false },
] as const;

export const TALENT_GROUPS = [
  { name: 'H1', description: 'Desenvolvimento e Arquitetura' },
  { name: 'H2', description: 'Design e Gestão' },
  { name: 'H3', description: 'Infra, Dados e Testes' },
] as const;
