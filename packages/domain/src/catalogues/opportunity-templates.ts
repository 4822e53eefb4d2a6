import { z } from 'zod';

/**
 * 001 §2.2: 'Templates for the opportunity text exist in Portuguese and English'. The spec shows none, so these are
 * ours: one per kind of role the consultancy hires for, each in both languages, with the sections recruiters fill
 * in. They are content of the product (docs/decisions/opportunity-authoring.md), served by GET opportunity-templates.
 */
export const opportunityTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  detalhes: z.string(),
  detalhesEn: z.string(),
});
export const opportunityTemplatesResponseSchema = z.array(opportunityTemplateSchema);
export type OpportunityTemplate = z.infer<typeof opportunityTemplateSchema>;

/** A template with its European Portuguese text too (issue 22: pt-PT readers were given Brazilian text). */
export type OpportunityTemplateSource = OpportunityTemplate & { detalhesPtPt: string };

type TemplateText = { about: string; duties: string[]; requirements: string[]; extras: string[] };

const section = (title: string, items: readonly string[]) =>
  `<h3>${title}</h3><ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;

function template(
  _id: string,
  name: string,
  nameEn: string,
  pt: TemplateText,
  en: TemplateText,
  ptPT: TemplateText,
): OpportunityTemplateSource {
  return {
    _id,
    name,
    nameEn,
    detalhes: [
      `<h3>Sobre a vaga</h3><p>${pt.about}</p>`,
      section('Responsabilidades', pt.duties),
      section('Requisitos', pt.requirements),
      section('Diferenciais', pt.extras),
    ].join(''),
    detalhesEn: [
      `<h3>About the role</h3><p>${en.about}</p>`,
      section('Responsibilities', en.duties),
      section('Requirements', en.requirements),
      section('Nice to have', en.extras),
    ].join(''),
    detalhesPtPt: [
      `<h3>Sobre a vaga</h3><p>${ptPT.about}</p>`,
      section('Responsabilidades', ptPT.duties),
      section('Requisitos', ptPT.requirements),
      section('Valorizamos', ptPT.extras),
    ].join(''),
  };
}

export const OPPORTUNITY_TEMPLATES: readonly OpportunityTemplateSource[] = [
  template(
    'developer',
    'Desenvolvimento de software',
    'Software development',
    {
      about:
        'Procuramos uma pessoa desenvolvedora para construir e evoluir produtos digitais junto ao time do cliente.',
      duties: [
        'Desenvolver funcionalidades de ponta a ponta, com testes automatizados',
        'Participar de revisões de código e do desenho de soluções',
        'Colaborar com produto e design na definição das entregas',
      ],
      requirements: [
        'Experiência com a linguagem e o framework principais da vaga',
        'Conhecimento de Git, APIs REST e bancos de dados relacionais',
        'Boa comunicação para trabalhar em equipe',
      ],
      extras: ['Experiência com nuvem (AWS, Azure ou GCP)', 'Inglês para conversação'],
    },
    {
      about: "We are looking for a developer to build and evolve digital products with the client's team.",
      duties: [
        'Build features end to end, with automated tests',
        'Take part in code reviews and solution design',
        'Work with product and design to shape each delivery',
      ],
      requirements: [
        "Experience with the role's main language and framework",
        'Knowledge of Git, REST APIs and relational databases',
        'Clear communication and teamwork',
      ],
      extras: ['Cloud experience (AWS, Azure or GCP)', 'Conversational Portuguese or Spanish'],
    },
    {
      about:
        'Procuramos uma pessoa programadora para construir e evoluir produtos digitais junto da equipa do cliente.',
      duties: [
        'Desenvolver funcionalidades de ponta a ponta, com testes automatizados',
        'Participar em revisões de código e no desenho de soluções',
        'Colaborar com produto e design na definição das entregas',
      ],
      requirements: [
        'Experiência com a linguagem e a framework principais da vaga',
        'Conhecimento de Git, APIs REST e bases de dados relacionais',
        'Boa comunicação para trabalhar em equipa',
      ],
      extras: ['Experiência com cloud (AWS, Azure ou GCP)', 'Inglês para conversação'],
    },
  ),
  template(
    'data',
    'Dados',
    'Data',
    {
      about:
        'Buscamos uma pessoa de dados para modelar, integrar e disponibilizar informações confiáveis para o negócio.',
      duties: [
        'Construir e manter pipelines de dados',
        'Modelar dados para análise e relatórios',
        'Garantir qualidade, documentação e governança dos dados',
      ],
      requirements: [
        'SQL avançado',
        'Python ou Scala',
        'Experiência com ferramentas de orquestração e data warehouse',
      ],
      extras: ['Experiência com Spark ou dbt', 'Conhecimentos de estatística'],
    },
    {
      about:
        'We are looking for a data professional to model, integrate and deliver reliable information to the business.',
      duties: [
        'Build and maintain data pipelines',
        'Model data for analysis and reporting',
        'Keep data documented, governed and trustworthy',
      ],
      requirements: [
        'Advanced SQL',
        'Python or Scala',
        'Experience with orchestration tools and data warehouses',
      ],
      extras: ['Experience with Spark or dbt', 'A grounding in statistics'],
    },
    {
      about:
        'Procuramos uma pessoa de dados para modelar, integrar e disponibilizar informação fiável para o negócio.',
      duties: [
        'Construir e manter pipelines de dados',
        'Modelar dados para análise e relatórios',
        'Garantir a qualidade, a documentação e a governação dos dados',
      ],
      requirements: [
        'SQL avançado',
        'Python ou Scala',
        'Experiência com ferramentas de orquestração e data warehouse',
      ],
      extras: ['Experiência com Spark ou dbt', 'Conhecimentos de estatística'],
    },
  ),
  template(
    'qa',
    'Qualidade e testes',
    'Quality and testing',
    {
      about:
        'Procuramos uma pessoa de QA para garantir a qualidade das entregas com testes manuais e automatizados.',
      duties: [
        'Planejar e executar testes',
        'Automatizar testes de interface e de API',
        'Reportar e acompanhar defeitos',
      ],
      requirements: [
        'Experiência com automação de testes',
        'Conhecimento de metodologias ágeis',
        'Atenção a detalhes',
      ],
      extras: ['Testes de desempenho', 'Certificação ISTQB'],
    },
    {
      about:
        'We are looking for a QA professional to ensure delivery quality with manual and automated testing.',
      duties: ['Plan and run tests', 'Automate UI and API tests', 'Report and follow up defects'],
      requirements: ['Test automation experience', 'Knowledge of agile methods', 'Attention to detail'],
      extras: ['Performance testing', 'ISTQB certification'],
    },
    {
      about:
        'Procuramos uma pessoa de QA para garantir a qualidade das entregas com testes manuais e automatizados.',
      duties: [
        'Planear e executar testes',
        'Automatizar testes de interface e de API',
        'Reportar e acompanhar defeitos',
      ],
      requirements: [
        'Experiência com automação de testes',
        'Conhecimento de metodologias ágeis',
        'Atenção ao detalhe',
      ],
      extras: ['Testes de desempenho', 'Certificação ISTQB'],
    },
  ),
  template(
    'devops',
    'Infraestrutura e DevOps',
    'Infrastructure and DevOps',
    {
      about:
        'Buscamos uma pessoa de DevOps para automatizar a infraestrutura e a entrega contínua dos sistemas do cliente.',
      duties: [
        'Manter pipelines de CI/CD',
        'Gerenciar infraestrutura como código',
        'Monitorar e melhorar a confiabilidade',
      ],
      requirements: ['Linux e redes', 'Contêineres e Kubernetes', 'Terraform ou ferramenta equivalente'],
      extras: ['Certificações de nuvem', 'Experiência com observabilidade'],
    },
    {
      about:
        "We are looking for a DevOps engineer to automate the client's infrastructure and continuous delivery.",
      duties: [
        'Maintain CI/CD pipelines',
        'Manage infrastructure as code',
        'Monitor and improve reliability',
      ],
      requirements: ['Linux and networking', 'Containers and Kubernetes', 'Terraform or an equivalent tool'],
      extras: ['Cloud certifications', 'Observability experience'],
    },
    {
      about:
        'Procuramos uma pessoa de DevOps para automatizar a infraestrutura e a entrega contínua dos sistemas do cliente.',
      duties: [
        'Manter pipelines de CI/CD',
        'Gerir infraestrutura como código',
        'Monitorizar e melhorar a fiabilidade',
      ],
      requirements: ['Linux e redes', 'Contentores e Kubernetes', 'Terraform ou ferramenta equivalente'],
      extras: ['Certificações de cloud', 'Experiência com observabilidade'],
    },
  ),
];

/**
 * GET opportunity-templates in the reader's language (issue 22): the Portuguese text (`detalhes`) is European
 * Portuguese for pt-PT readers and Brazilian otherwise; `detalhesEn` is always the English one.
 */
export function opportunityTemplatesFor(language: string): OpportunityTemplate[] {
  return OPPORTUNITY_TEMPLATES.map(({ detalhesPtPt, ...template }) =>
    language === 'pt-PT' ? { ...template, detalhes: detalhesPtPt } : template,
  );
}
