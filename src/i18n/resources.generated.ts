/**
 * Written by npm run i18n:types from the files in locales/en: do not edit.
 */
import aiMarketing from '../../locales/en/aiMarketing.json';
import aiTrainings from '../../locales/en/aiTrainings.json';
import article1 from '../../locales/en/article1.json';
import article10 from '../../locales/en/article10.json';
import article11 from '../../locales/en/article11.json';
import article12 from '../../locales/en/article12.json';
import article13 from '../../locales/en/article13.json';
import article14 from '../../locales/en/article14.json';
import article15 from '../../locales/en/article15.json';
import article16 from '../../locales/en/article16.json';
import article17 from '../../locales/en/article17.json';
import article18 from '../../locales/en/article18.json';
import article19 from '../../locales/en/article19.json';
import article2 from '../../locales/en/article2.json';
import article3 from '../../locales/en/article3.json';
import article4 from '../../locales/en/article4.json';
import article5 from '../../locales/en/article5.json';
import article6 from '../../locales/en/article6.json';
import article7 from '../../locales/en/article7.json';
import article8 from '../../locales/en/article8.json';
import article9 from '../../locales/en/article9.json';
import articles from '../../locales/en/articles.json';
import blog from '../../locales/en/blog.json';
import cloudServices from '../../locales/en/cloudServices.json';
import common from '../../locales/en/common.json';
import company from '../../locales/en/company.json';
import companyProfile from '../../locales/en/companyProfile.json';
import contact from '../../locales/en/contact.json';
import cyberSecurity from '../../locales/en/cyberSecurity.json';
import dataAi from '../../locales/en/dataAi.json';
import digitalTransformation from '../../locales/en/digitalTransformation.json';
import enquiryForm from '../../locales/en/enquiryForm.json';
import enquiryReply from '../../locales/en/enquiryReply.json';
import enquirySent from '../../locales/en/enquirySent.json';
import esg from '../../locales/en/esg.json';
import globalCapability from '../../locales/en/globalCapability.json';
import globalIndex from '../../locales/en/globalIndex.json';
import growthMarketing from '../../locales/en/growthMarketing.json';
import home from '../../locales/en/home.json';
import iot from '../../locales/en/iot.json';
import japanDesk from '../../locales/en/japanDesk.json';
import privacy from '../../locales/en/privacy.json';
import products from '../../locales/en/products.json';
import search from '../../locales/en/search.json';
import team from '../../locales/en/team.json';

const resources = {
  aiMarketing,
  aiTrainings,
  article1,
  article10,
  article11,
  article12,
  article13,
  article14,
  article15,
  article16,
  article17,
  article18,
  article19,
  article2,
  article3,
  article4,
  article5,
  article6,
  article7,
  article8,
  article9,
  articles,
  blog,
  cloudServices,
  common,
  company,
  companyProfile,
  contact,
  cyberSecurity,
  dataAi,
  digitalTransformation,
  enquiryForm,
  enquiryReply,
  enquirySent,
  esg,
  globalCapability,
  globalIndex,
  growthMarketing,
  home,
  iot,
  japanDesk,
  privacy,
  products,
  search,
  team
} as const;

export default resources;
