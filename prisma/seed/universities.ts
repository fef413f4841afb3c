// Real universities written for this project's seed (name, country, ISO alpha-2 code, main web page).
export interface SeedUniversity {
  name: string;
  country: string;
  alphaTwoCode: string;
  webPage: string;
}
export const SEED_UNIVERSITIES: readonly SeedUniversity[] = [
  // United States
  { name: 'Massachusetts Institute of Technology', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.mit.edu/' },
  { name: 'Harvard University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.harvard.edu/' },
  { name: 'Stanford University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.stanford.edu/' },
  { name: 'California Institute of Technology', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.caltech.edu/' },
  { name: 'Princeton University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.princeton.edu/' },
  { name: 'Yale University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.yale.edu/' },
  { name: 'Columbia University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.columbia.edu/' },
  { name: 'University of Chicago', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.uchicago.edu/' },
  { name: 'University of Pennsylvania', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.upenn.edu/' },
  { name: 'Cornell University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.cornell.edu/' },
  { name: 'Brown University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.brown.edu/' },
  { name: 'Dartmouth College', country: 'United States', alphaTwoCode: 'US', webPage: 'https://home.dartmouth.edu/' },
  { name: 'Duke University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://duke.edu/' },
  { name: 'Johns Hopkins University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.jhu.edu/' },
  { name: 'Northwestern University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.northwestern.edu/' },
  { name: 'University of California, Berkeley', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.berkeley.edu/' },
  { name: 'University of California, Los Angeles', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.ucla.edu/' },
  { name: 'University of California, San Diego', country: 'United States', alphaTwoCode: 'US', webPage: 'https://ucsd.edu/' },
  { name: 'University of California, Davis', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.ucdavis.edu/' },
  { name: 'University of California, Irvine', country: 'United States', alphaTwoCode: 'US', webPage: 'https://uci.edu/' },
  { name: 'University of California, Santa Barbara', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.ucsb.edu/' },
  { name: 'University of Michigan', country: 'United States', alphaTwoCode: 'US', webPage: 'https://umich.edu/' },
  { name: 'University of Washington', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.washington.edu/' },
  { name: 'University of Wisconsin–Madison', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.wisc.edu/' },
  { name: 'University of Illinois Urbana-Champaign', country: 'United States', alphaTwoCode: 'US', webPage: 'https://illinois.edu/' },
  { name: 'University of Texas at Austin', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.utexas.edu/' },
  { name: 'Georgia Institute of Technology', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.gatech.edu/' },
  { name: 'Carnegie Mellon University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.cmu.edu/' },
  { name: 'New York University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.nyu.edu/' },
  { name: 'University of Southern California', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.usc.edu/' },
  { name: 'Rice University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.rice.edu/' },
  { name: 'Vanderbilt University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.vanderbilt.edu/' },
  { name: 'Washington University in St. Louis', country: 'United States', alphaTwoCode: 'US', webPage: 'https://wustl.edu/' },
  { name: 'Emory University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.emory.edu/' },
  { name: 'Georgetown University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.georgetown.edu/' },
  { name: 'University of Notre Dame', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.nd.edu/' },
  { name: 'University of Virginia', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.virginia.edu/' },
  { name: 'University of North Carolina at Chapel Hill', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.unc.edu/' },
  { name: 'Boston University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.bu.edu/' },
  { name: 'Tufts University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.tufts.edu/' },
  { name: 'Purdue University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.purdue.edu/' },
  { name: 'The Ohio State University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.osu.edu/' },
  { name: 'Pennsylvania State University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.psu.edu/' },
  { name: 'University of Minnesota', country: 'United States', alphaTwoCode: 'US', webPage: 'https://twin-cities.umn.edu/' },
  { name: 'University of Florida', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.ufl.edu/' },
  { name: 'University of Maryland, College Park', country: 'United States', alphaTwoCode: 'US', webPage: 'https://umd.edu/' },
  { name: 'Rutgers University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.rutgers.edu/' },
  { name: 'University of Colorado Boulder', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.colorado.edu/' },
  { name: 'Arizona State University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.asu.edu/' },
  { name: 'University of Arizona', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.arizona.edu/' },
  { name: 'Texas A&M University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.tamu.edu/' },
  { name: 'Michigan State University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://msu.edu/' },
  { name: 'Indiana University Bloomington', country: 'United States', alphaTwoCode: 'US', webPage: 'https://bloomington.iu.edu/' },
  { name: 'University of Pittsburgh', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.pitt.edu/' },
  { name: 'University of Rochester', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.rochester.edu/' },
  { name: 'Case Western Reserve University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://case.edu/' },
  { name: 'Northeastern University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.northeastern.edu/' },
  { name: 'University of Utah', country: 'United States', alphaTwoCode: 'US', webPage: 'https://www.utah.edu/' },
  { name: 'Howard University', country: 'United States', alphaTwoCode: 'US', webPage: 'https://howard.edu/' },
  { name: 'University of Hawaiʻi at Mānoa', country: 'United States', alphaTwoCode: 'US', webPage: 'https://manoa.hawaii.edu/' },

  // United Kingdom
  { name: 'University of Oxford', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.ox.ac.uk/' },
  { name: 'University of Cambridge', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.cam.ac.uk/' },
  { name: 'Imperial College London', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.imperial.ac.uk/' },
  { name: 'University College London', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.ucl.ac.uk/' },
  {
    name: 'London School of Economics and Political Science',
    country: 'United Kingdom',
    alphaTwoCode: 'GB',
    webPage: 'https://www.lse.ac.uk/',
  },
  { name: "King's College London", country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.kcl.ac.uk/' },
  { name: 'University of Edinburgh', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.ed.ac.uk/' },
  { name: 'University of Manchester', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.manchester.ac.uk/' },
  { name: 'University of Bristol', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.bristol.ac.uk/' },
  { name: 'University of Warwick', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://warwick.ac.uk/' },
  { name: 'University of Glasgow', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.gla.ac.uk/' },
  { name: 'University of Birmingham', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.birmingham.ac.uk/' },
  { name: 'University of Leeds', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.leeds.ac.uk/' },
  { name: 'University of Sheffield', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.sheffield.ac.uk/' },
  { name: 'University of Southampton', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.southampton.ac.uk/' },
  { name: 'University of Nottingham', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.nottingham.ac.uk/' },
  { name: 'Durham University', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.durham.ac.uk/' },
  { name: 'University of St Andrews', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.st-andrews.ac.uk/' },
  { name: 'University of Exeter', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.exeter.ac.uk/' },
  { name: 'University of York', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.york.ac.uk/' },
  { name: 'Cardiff University', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.cardiff.ac.uk/' },
  { name: "Queen's University Belfast", country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.qub.ac.uk/' },
  { name: 'University of Bath', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.bath.ac.uk/' },
  { name: 'Newcastle University', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.ncl.ac.uk/' },
  { name: 'University of Liverpool', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.liverpool.ac.uk/' },
  { name: 'Lancaster University', country: 'United Kingdom', alphaTwoCode: 'GB', webPage: 'https://www.lancaster.ac.uk/' },

  // Canada
  { name: 'University of Toronto', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.utoronto.ca/' },
  { name: 'McGill University', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.mcgill.ca/' },
  { name: 'University of British Columbia', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.ubc.ca/' },
  { name: 'Université de Montréal', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.umontreal.ca/' },
  { name: 'University of Alberta', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.ualberta.ca/' },
  { name: 'McMaster University', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.mcmaster.ca/' },
  { name: 'University of Waterloo', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://uwaterloo.ca/' },
  { name: 'Western University', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.uwo.ca/' },
  { name: "Queen's University", country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.queensu.ca/' },
  { name: 'University of Calgary', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.ucalgary.ca/' },
  { name: 'University of Ottawa', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.uottawa.ca/' },
  { name: 'Dalhousie University', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.dal.ca/' },
  { name: 'Simon Fraser University', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.sfu.ca/' },
  { name: 'Université Laval', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.ulaval.ca/' },
  { name: 'Concordia University', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.concordia.ca/' },
  { name: 'Université de Sherbrooke', country: 'Canada', alphaTwoCode: 'CA', webPage: 'https://www.usherbrooke.ca/' },

  // Germany
  { name: 'Technische Universität München', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.tum.de/' },
  { name: 'Ludwig-Maximilians-Universität München', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.lmu.de/' },
  { name: 'Ruprecht-Karls-Universität Heidelberg', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.uni-heidelberg.de/' },
  { name: 'Humboldt-Universität zu Berlin', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.hu-berlin.de/' },
  { name: 'Freie Universität Berlin', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.fu-berlin.de/' },
  { name: 'Technische Universität Berlin', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.tu.berlin/' },
  { name: 'RWTH Aachen University', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.rwth-aachen.de/' },
  { name: 'Karlsruher Institut für Technologie', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.kit.edu/' },
  { name: 'Eberhard Karls Universität Tübingen', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://uni-tuebingen.de/' },
  { name: 'Albert-Ludwigs-Universität Freiburg', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://uni-freiburg.de/' },
  { name: 'Universität Hamburg', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.uni-hamburg.de/' },
  { name: 'Rheinische Friedrich-Wilhelms-Universität Bonn', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.uni-bonn.de/' },
  { name: 'Georg-August-Universität Göttingen', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.uni-goettingen.de/' },
  { name: 'Technische Universität Dresden', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://tu-dresden.de/' },
  { name: 'Universität zu Köln', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.uni-koeln.de/' },
  { name: 'Goethe-Universität Frankfurt am Main', country: 'Germany', alphaTwoCode: 'DE', webPage: 'https://www.uni-frankfurt.de/' },

  // France
  { name: 'Université Paris-Saclay', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.universite-paris-saclay.fr/' },
  { name: 'Sorbonne Université', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.sorbonne-universite.fr/' },
  { name: 'Université Paris Cité', country: 'France', alphaTwoCode: 'FR', webPage: 'https://u-paris.fr/' },
  { name: 'École Polytechnique', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.polytechnique.edu/' },
  { name: 'École Normale Supérieure', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.ens.psl.eu/' },
  { name: 'Sciences Po', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.sciencespo.fr/' },
  { name: 'Université Grenoble Alpes', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.univ-grenoble-alpes.fr/' },
  { name: 'Université de Strasbourg', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.unistra.fr/' },
  { name: 'Aix-Marseille Université', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.univ-amu.fr/' },
  { name: 'Université Claude Bernard Lyon 1', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.univ-lyon1.fr/' },
  { name: 'Université de Bordeaux', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.u-bordeaux.fr/' },
  { name: 'Université Paris 1 Panthéon-Sorbonne', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.pantheonsorbonne.fr/' },
  { name: 'Université de Lille', country: 'France', alphaTwoCode: 'FR', webPage: 'https://www.univ-lille.fr/' },

  // Australia
  { name: 'University of Melbourne', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.unimelb.edu.au/' },
  { name: 'University of Sydney', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.sydney.edu.au/' },
  { name: 'Australian National University', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.anu.edu.au/' },
  { name: 'University of Queensland', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.uq.edu.au/' },
  { name: 'University of New South Wales', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.unsw.edu.au/' },
  { name: 'Monash University', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.monash.edu/' },
  { name: 'University of Western Australia', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.uwa.edu.au/' },
  { name: 'University of Adelaide', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.adelaide.edu.au/' },
  { name: 'University of Technology Sydney', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.uts.edu.au/' },
  { name: 'Macquarie University', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.mq.edu.au/' },
  { name: 'RMIT University', country: 'Australia', alphaTwoCode: 'AU', webPage: 'https://www.rmit.edu.au/' },

  // Japan
  { name: 'University of Tokyo', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.u-tokyo.ac.jp/' },
  { name: 'Kyoto University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.kyoto-u.ac.jp/' },
  { name: 'Osaka University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.osaka-u.ac.jp/' },
  { name: 'Tohoku University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.tohoku.ac.jp/' },
  { name: 'Nagoya University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.nagoya-u.ac.jp/' },
  { name: 'Kyushu University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.kyushu-u.ac.jp/' },
  { name: 'Hokkaido University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.hokudai.ac.jp/' },
  { name: 'Keio University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.keio.ac.jp/' },
  { name: 'Waseda University', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.waseda.jp/' },
  { name: 'University of Tsukuba', country: 'Japan', alphaTwoCode: 'JP', webPage: 'https://www.tsukuba.ac.jp/' },

  // India
  { name: 'Indian Institute of Technology Bombay', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.iitb.ac.in/' },
  { name: 'Indian Institute of Technology Delhi', country: 'India', alphaTwoCode: 'IN', webPage: 'https://home.iitd.ac.in/' },
  { name: 'Indian Institute of Technology Madras', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.iitm.ac.in/' },
  { name: 'Indian Institute of Technology Kanpur', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.iitk.ac.in/' },
  { name: 'Indian Institute of Technology Kharagpur', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.iitkgp.ac.in/' },
  { name: 'Indian Institute of Science', country: 'India', alphaTwoCode: 'IN', webPage: 'https://iisc.ac.in/' },
  { name: 'University of Delhi', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.du.ac.in/' },
  { name: 'Jawaharlal Nehru University', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.jnu.ac.in/' },
  { name: 'Banaras Hindu University', country: 'India', alphaTwoCode: 'IN', webPage: 'https://www.bhu.ac.in/' },
  { name: 'Jadavpur University', country: 'India', alphaTwoCode: 'IN', webPage: 'https://jadavpuruniversity.in/' },

  // China
  { name: 'Tsinghua University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.tsinghua.edu.cn/' },
  { name: 'Peking University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.pku.edu.cn/' },
  { name: 'Fudan University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.fudan.edu.cn/' },
  { name: 'Shanghai Jiao Tong University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.sjtu.edu.cn/' },
  { name: 'Zhejiang University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.zju.edu.cn/' },
  { name: 'Nanjing University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.nju.edu.cn/' },
  { name: 'University of Science and Technology of China', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.ustc.edu.cn/' },
  { name: 'Wuhan University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.whu.edu.cn/' },
  { name: 'Sun Yat-sen University', country: 'China', alphaTwoCode: 'CN', webPage: 'https://www.sysu.edu.cn/' },

  // Spain
  { name: 'Universidad Complutense de Madrid', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.ucm.es/' },
  { name: 'Universitat de Barcelona', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.ub.edu/' },
  { name: 'Universidad Autónoma de Madrid', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.uam.es/' },
  { name: 'Universitat Autònoma de Barcelona', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.uab.cat/' },
  { name: 'Universitat Pompeu Fabra', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.upf.edu/' },
  { name: 'Universitat Politècnica de Catalunya', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.upc.edu/' },
  { name: 'Universidad de Granada', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.ugr.es/' },
  { name: 'Universitat de València', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.uv.es/' },
  { name: 'Universidad de Salamanca', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.usal.es/' },
  { name: 'Universidad Politécnica de Madrid', country: 'Spain', alphaTwoCode: 'ES', webPage: 'https://www.upm.es/' },

  // Italy
  { name: 'Università di Bologna', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unibo.it/' },
  { name: 'Sapienza Università di Roma', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.uniroma1.it/' },
  { name: 'Politecnico di Milano', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.polimi.it/' },
  { name: 'Università degli Studi di Milano', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unimi.it/' },
  { name: 'Università degli Studi di Padova', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unipd.it/' },
  { name: 'Politecnico di Torino', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.polito.it/' },
  { name: 'Università Bocconi', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unibocconi.it/' },
  { name: 'Università degli Studi di Napoli Federico II', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unina.it/' },
  { name: 'Università di Pisa', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unipi.it/' },
  { name: 'Università degli Studi di Firenze', country: 'Italy', alphaTwoCode: 'IT', webPage: 'https://www.unifi.it/' },

  // Netherlands
  { name: 'Delft University of Technology', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.tudelft.nl/' },
  { name: 'University of Amsterdam', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.uva.nl/' },
  { name: 'Leiden University', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.universiteitleiden.nl/' },
  { name: 'Utrecht University', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.uu.nl/' },
  { name: 'Erasmus University Rotterdam', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.eur.nl/' },
  { name: 'University of Groningen', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.rug.nl/' },
  { name: 'Wageningen University & Research', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.wur.nl/' },
  { name: 'Eindhoven University of Technology', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.tue.nl/' },
  { name: 'Vrije Universiteit Amsterdam', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://vu.nl/' },
  { name: 'Maastricht University', country: 'Netherlands', alphaTwoCode: 'NL', webPage: 'https://www.maastrichtuniversity.nl/' },

  // Switzerland
  { name: 'ETH Zurich', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://ethz.ch/' },
  { name: 'École Polytechnique Fédérale de Lausanne', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://www.epfl.ch/' },
  { name: 'Universität Zürich', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://www.uzh.ch/' },
  { name: 'Université de Genève', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://www.unige.ch/' },
  { name: 'Universität Basel', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://www.unibas.ch/' },
  { name: 'Universität Bern', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://www.unibe.ch/' },
  { name: 'Université de Lausanne', country: 'Switzerland', alphaTwoCode: 'CH', webPage: 'https://www.unil.ch/' },

  // Sweden
  { name: 'Karolinska Institutet', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://ki.se/' },
  { name: 'KTH Royal Institute of Technology', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://www.kth.se/' },
  { name: 'Lund University', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://www.lu.se/' },
  { name: 'Uppsala University', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://www.uu.se/' },
  { name: 'Stockholm University', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://www.su.se/' },
  { name: 'Chalmers University of Technology', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://www.chalmers.se/' },
  { name: 'Linköping University', country: 'Sweden', alphaTwoCode: 'SE', webPage: 'https://liu.se/' },

  // Norway
  { name: 'University of Oslo', country: 'Norway', alphaTwoCode: 'NO', webPage: 'https://www.uio.no/' },
  { name: 'Norwegian University of Science and Technology', country: 'Norway', alphaTwoCode: 'NO', webPage: 'https://www.ntnu.no/' },
  { name: 'University of Bergen', country: 'Norway', alphaTwoCode: 'NO', webPage: 'https://www.uib.no/' },
  { name: 'UiT The Arctic University of Norway', country: 'Norway', alphaTwoCode: 'NO', webPage: 'https://uit.no/' },

  // Denmark
  { name: 'University of Copenhagen', country: 'Denmark', alphaTwoCode: 'DK', webPage: 'https://www.ku.dk/' },
  { name: 'Aarhus University', country: 'Denmark', alphaTwoCode: 'DK', webPage: 'https://www.au.dk/' },
  { name: 'Technical University of Denmark', country: 'Denmark', alphaTwoCode: 'DK', webPage: 'https://www.dtu.dk/' },
  { name: 'Copenhagen Business School', country: 'Denmark', alphaTwoCode: 'DK', webPage: 'https://www.cbs.dk/' },
  { name: 'Aalborg University', country: 'Denmark', alphaTwoCode: 'DK', webPage: 'https://www.aau.dk/' },

  // Finland
  { name: 'University of Helsinki', country: 'Finland', alphaTwoCode: 'FI', webPage: 'https://www.helsinki.fi/' },
  { name: 'Aalto University', country: 'Finland', alphaTwoCode: 'FI', webPage: 'https://www.aalto.fi/' },
  { name: 'University of Turku', country: 'Finland', alphaTwoCode: 'FI', webPage: 'https://www.utu.fi/' },
  { name: 'Tampere University', country: 'Finland', alphaTwoCode: 'FI', webPage: 'https://www.tuni.fi/' },
  { name: 'Åbo Akademi University', country: 'Finland', alphaTwoCode: 'FI', webPage: 'https://www.abo.fi/' },

  // Ireland
  { name: 'Trinity College Dublin', country: 'Ireland', alphaTwoCode: 'IE', webPage: 'https://www.tcd.ie/' },
  { name: 'University College Dublin', country: 'Ireland', alphaTwoCode: 'IE', webPage: 'https://www.ucd.ie/' },
  { name: 'University College Cork', country: 'Ireland', alphaTwoCode: 'IE', webPage: 'https://www.ucc.ie/' },
  { name: 'University of Galway', country: 'Ireland', alphaTwoCode: 'IE', webPage: 'https://www.universityofgalway.ie/' },
  { name: 'Dublin City University', country: 'Ireland', alphaTwoCode: 'IE', webPage: 'https://www.dcu.ie/' },
  { name: 'University of Limerick', country: 'Ireland', alphaTwoCode: 'IE', webPage: 'https://www.ul.ie/' },

  // Poland
  { name: 'University of Warsaw', country: 'Poland', alphaTwoCode: 'PL', webPage: 'https://www.uw.edu.pl/' },
  { name: 'Uniwersytet Jagielloński', country: 'Poland', alphaTwoCode: 'PL', webPage: 'https://www.uj.edu.pl/' },
  { name: 'Warsaw University of Technology', country: 'Poland', alphaTwoCode: 'PL', webPage: 'https://www.pw.edu.pl/' },
  { name: 'AGH University of Krakow', country: 'Poland', alphaTwoCode: 'PL', webPage: 'https://www.agh.edu.pl/' },
  { name: 'Uniwersytet Wrocławski', country: 'Poland', alphaTwoCode: 'PL', webPage: 'https://uwr.edu.pl/' },
  { name: 'Politechnika Gdańska', country: 'Poland', alphaTwoCode: 'PL', webPage: 'https://pg.edu.pl/' },

  // Czech Republic
  { name: 'Charles University', country: 'Czech Republic', alphaTwoCode: 'CZ', webPage: 'https://cuni.cz/' },
  { name: 'České vysoké učení technické v Praze', country: 'Czech Republic', alphaTwoCode: 'CZ', webPage: 'https://www.cvut.cz/' },
  { name: 'Masaryk University', country: 'Czech Republic', alphaTwoCode: 'CZ', webPage: 'https://www.muni.cz/' },
  { name: 'Brno University of Technology', country: 'Czech Republic', alphaTwoCode: 'CZ', webPage: 'https://www.vut.cz/' },

  // Austria
  { name: 'Universität Wien', country: 'Austria', alphaTwoCode: 'AT', webPage: 'https://www.univie.ac.at/' },
  { name: 'Technische Universität Wien', country: 'Austria', alphaTwoCode: 'AT', webPage: 'https://www.tuwien.at/' },
  { name: 'Universität Innsbruck', country: 'Austria', alphaTwoCode: 'AT', webPage: 'https://www.uibk.ac.at/' },
  { name: 'Universität Graz', country: 'Austria', alphaTwoCode: 'AT', webPage: 'https://www.uni-graz.at/' },
  { name: 'Technische Universität Graz', country: 'Austria', alphaTwoCode: 'AT', webPage: 'https://www.tugraz.at/' },
  { name: 'Wirtschaftsuniversität Wien', country: 'Austria', alphaTwoCode: 'AT', webPage: 'https://www.wu.ac.at/' },

  // Belgium
  { name: 'KU Leuven', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://www.kuleuven.be/' },
  { name: 'Ghent University', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://www.ugent.be/' },
  { name: 'Université catholique de Louvain', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://uclouvain.be/' },
  { name: 'Université libre de Bruxelles', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://www.ulb.be/' },
  { name: 'Vrije Universiteit Brussel', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://www.vub.be/' },
  { name: 'University of Antwerp', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://www.uantwerpen.be/' },
  { name: 'Université de Liège', country: 'Belgium', alphaTwoCode: 'BE', webPage: 'https://www.uliege.be/' },

  // Portugal
  { name: 'Universidade de Lisboa', country: 'Portugal', alphaTwoCode: 'PT', webPage: 'https://www.ulisboa.pt/' },
  { name: 'Universidade do Porto', country: 'Portugal', alphaTwoCode: 'PT', webPage: 'https://www.up.pt/' },
  { name: 'Universidade de Coimbra', country: 'Portugal', alphaTwoCode: 'PT', webPage: 'https://www.uc.pt/' },
  { name: 'Universidade Nova de Lisboa', country: 'Portugal', alphaTwoCode: 'PT', webPage: 'https://www.unl.pt/' },
  { name: 'Universidade do Minho', country: 'Portugal', alphaTwoCode: 'PT', webPage: 'https://www.uminho.pt/' },

  // Greece
  { name: 'National and Kapodistrian University of Athens', country: 'Greece', alphaTwoCode: 'GR', webPage: 'https://www.uoa.gr/' },
  { name: 'Aristotle University of Thessaloniki', country: 'Greece', alphaTwoCode: 'GR', webPage: 'https://www.auth.gr/' },
  { name: 'National Technical University of Athens', country: 'Greece', alphaTwoCode: 'GR', webPage: 'https://www.ntua.gr/' },
  { name: 'University of Crete', country: 'Greece', alphaTwoCode: 'GR', webPage: 'https://www.uoc.gr/' },

  // Turkey
  { name: 'Boğaziçi University', country: 'Turkey', alphaTwoCode: 'TR', webPage: 'https://bogazici.edu.tr/' },
  { name: 'Middle East Technical University', country: 'Turkey', alphaTwoCode: 'TR', webPage: 'https://www.metu.edu.tr/' },
  { name: 'Istanbul Technical University', country: 'Turkey', alphaTwoCode: 'TR', webPage: 'https://www.itu.edu.tr/' },
  { name: 'Bilkent University', country: 'Turkey', alphaTwoCode: 'TR', webPage: 'https://www.bilkent.edu.tr/' },
  { name: 'Koç University', country: 'Turkey', alphaTwoCode: 'TR', webPage: 'https://www.ku.edu.tr/' },
  { name: 'Sabancı University', country: 'Turkey', alphaTwoCode: 'TR', webPage: 'https://www.sabanciuniv.edu/' },

  // Israel
  { name: 'Hebrew University of Jerusalem', country: 'Israel', alphaTwoCode: 'IL', webPage: 'https://www.huji.ac.il/' },
  { name: 'Technion – Israel Institute of Technology', country: 'Israel', alphaTwoCode: 'IL', webPage: 'https://www.technion.ac.il/' },
  { name: 'Tel Aviv University', country: 'Israel', alphaTwoCode: 'IL', webPage: 'https://www.tau.ac.il/' },
  { name: 'Weizmann Institute of Science', country: 'Israel', alphaTwoCode: 'IL', webPage: 'https://www.weizmann.ac.il/' },
  { name: 'Ben-Gurion University of the Negev', country: 'Israel', alphaTwoCode: 'IL', webPage: 'https://www.bgu.ac.il/' },

  // Other Europe
  { name: 'Lomonosov Moscow State University', country: 'Russia', alphaTwoCode: 'RU', webPage: 'https://www.msu.ru/' },
  { name: 'Saint Petersburg State University', country: 'Russia', alphaTwoCode: 'RU', webPage: 'https://spbu.ru/' },
  { name: 'Eötvös Loránd University', country: 'Hungary', alphaTwoCode: 'HU', webPage: 'https://www.elte.hu/' },
  { name: 'Budapest University of Technology and Economics', country: 'Hungary', alphaTwoCode: 'HU', webPage: 'https://www.bme.hu/' },
  { name: 'Universitatea din București', country: 'Romania', alphaTwoCode: 'RO', webPage: 'https://unibuc.ro/' },
  { name: 'University of Iceland', country: 'Iceland', alphaTwoCode: 'IS', webPage: 'https://www.hi.is/' },
  { name: 'University of Tartu', country: 'Estonia', alphaTwoCode: 'EE', webPage: 'https://ut.ee/' },
  { name: 'Sveučilište u Zagrebu', country: 'Croatia', alphaTwoCode: 'HR', webPage: 'https://www.unizg.hr/' },
  { name: 'University of Belgrade', country: 'Serbia', alphaTwoCode: 'RS', webPage: 'https://www.bg.ac.rs/' },
  { name: 'Univerza v Ljubljani', country: 'Slovenia', alphaTwoCode: 'SI', webPage: 'https://www.uni-lj.si/' },
  { name: 'Vilnius University', country: 'Lithuania', alphaTwoCode: 'LT', webPage: 'https://www.vu.lt/' },
  { name: 'University of Luxembourg', country: 'Luxembourg', alphaTwoCode: 'LU', webPage: 'https://www.uni.lu/' },
  { name: 'University of Cyprus', country: 'Cyprus', alphaTwoCode: 'CY', webPage: 'https://www.ucy.ac.cy/' },
  { name: 'Taras Shevchenko National University of Kyiv', country: 'Ukraine', alphaTwoCode: 'UA', webPage: 'https://knu.ua/' },

  // Egypt
  { name: 'Cairo University', country: 'Egypt', alphaTwoCode: 'EG', webPage: 'https://cu.edu.eg/' },
  { name: 'American University in Cairo', country: 'Egypt', alphaTwoCode: 'EG', webPage: 'https://www.aucegypt.edu/' },
  { name: 'Ain Shams University', country: 'Egypt', alphaTwoCode: 'EG', webPage: 'https://www.asu.edu.eg/' },
  { name: 'Alexandria University', country: 'Egypt', alphaTwoCode: 'EG', webPage: 'https://www.alexu.edu.eg/' },

  // South Africa
  { name: 'University of Cape Town', country: 'South Africa', alphaTwoCode: 'ZA', webPage: 'https://www.uct.ac.za/' },
  { name: 'University of the Witwatersrand', country: 'South Africa', alphaTwoCode: 'ZA', webPage: 'https://www.wits.ac.za/' },
  { name: 'Stellenbosch University', country: 'South Africa', alphaTwoCode: 'ZA', webPage: 'https://www.sun.ac.za/' },
  { name: 'University of Pretoria', country: 'South Africa', alphaTwoCode: 'ZA', webPage: 'https://www.up.ac.za/' },
  { name: 'University of KwaZulu-Natal', country: 'South Africa', alphaTwoCode: 'ZA', webPage: 'https://ukzn.ac.za/' },
  { name: 'University of Johannesburg', country: 'South Africa', alphaTwoCode: 'ZA', webPage: 'https://www.uj.ac.za/' },

  // Nigeria
  { name: 'University of Lagos', country: 'Nigeria', alphaTwoCode: 'NG', webPage: 'https://unilag.edu.ng/' },
  { name: 'University of Ibadan', country: 'Nigeria', alphaTwoCode: 'NG', webPage: 'https://www.ui.edu.ng/' },
  { name: 'Obafemi Awolowo University', country: 'Nigeria', alphaTwoCode: 'NG', webPage: 'https://oauife.edu.ng/' },
  { name: 'University of Nigeria, Nsukka', country: 'Nigeria', alphaTwoCode: 'NG', webPage: 'https://www.unn.edu.ng/' },
  { name: 'Ahmadu Bello University', country: 'Nigeria', alphaTwoCode: 'NG', webPage: 'https://abu.edu.ng/' },

  // Kenya
  { name: 'University of Nairobi', country: 'Kenya', alphaTwoCode: 'KE', webPage: 'https://www.uonbi.ac.ke/' },
  { name: 'Kenyatta University', country: 'Kenya', alphaTwoCode: 'KE', webPage: 'https://www.ku.ac.ke/' },
  { name: 'Strathmore University', country: 'Kenya', alphaTwoCode: 'KE', webPage: 'https://strathmore.edu/' },
  {
    name: 'Jomo Kenyatta University of Agriculture and Technology',
    country: 'Kenya',
    alphaTwoCode: 'KE',
    webPage: 'https://www.jkuat.ac.ke/',
  },

  // Ghana
  { name: 'University of Ghana', country: 'Ghana', alphaTwoCode: 'GH', webPage: 'https://www.ug.edu.gh/' },
  {
    name: 'Kwame Nkrumah University of Science and Technology',
    country: 'Ghana',
    alphaTwoCode: 'GH',
    webPage: 'https://www.knust.edu.gh/',
  },
  { name: 'University of Cape Coast', country: 'Ghana', alphaTwoCode: 'GH', webPage: 'https://ucc.edu.gh/' },
  { name: 'Ashesi University', country: 'Ghana', alphaTwoCode: 'GH', webPage: 'https://www.ashesi.edu.gh/' },

  // Other Africa
  { name: 'Makerere University', country: 'Uganda', alphaTwoCode: 'UG', webPage: 'https://www.mak.ac.ug/' },
  { name: 'Addis Ababa University', country: 'Ethiopia', alphaTwoCode: 'ET', webPage: 'https://www.aau.edu.et/' },
  { name: 'University of Dar es Salaam', country: 'Tanzania', alphaTwoCode: 'TZ', webPage: 'https://www.udsm.ac.tz/' },
  { name: 'University of Rwanda', country: 'Rwanda', alphaTwoCode: 'RW', webPage: 'https://ur.ac.rw/' },
  { name: 'Université Mohammed V de Rabat', country: 'Morocco', alphaTwoCode: 'MA', webPage: 'https://www.um5.ac.ma/' },
  { name: 'Al Akhawayn University', country: 'Morocco', alphaTwoCode: 'MA', webPage: 'https://www.aui.ma/' },
  { name: 'Université Cheikh Anta Diop de Dakar', country: 'Senegal', alphaTwoCode: 'SN', webPage: 'https://www.ucad.sn/' },

  // Brazil
  { name: 'Universidade de São Paulo', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://www.usp.br/' },
  { name: 'Universidade Estadual de Campinas', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://www.unicamp.br/' },
  { name: 'Universidade Federal do Rio de Janeiro', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://ufrj.br/' },
  { name: 'Universidade Federal de Minas Gerais', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://ufmg.br/' },
  { name: 'Universidade Federal do Rio Grande do Sul', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://www.ufrgs.br/' },
  { name: 'Universidade de Brasília', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://www.unb.br/' },
  { name: 'Universidade Estadual Paulista', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://www.unesp.br/' },
  { name: 'Pontifícia Universidade Católica do Rio de Janeiro', country: 'Brazil', alphaTwoCode: 'BR', webPage: 'https://www.puc-rio.br/' },

  // Argentina
  { name: 'Universidad de Buenos Aires', country: 'Argentina', alphaTwoCode: 'AR', webPage: 'https://www.uba.ar/' },
  { name: 'Universidad Nacional de Córdoba', country: 'Argentina', alphaTwoCode: 'AR', webPage: 'https://www.unc.edu.ar/' },
  { name: 'Universidad Nacional de La Plata', country: 'Argentina', alphaTwoCode: 'AR', webPage: 'https://unlp.edu.ar/' },
  { name: 'Universidad Torcuato Di Tella', country: 'Argentina', alphaTwoCode: 'AR', webPage: 'https://www.utdt.edu/' },
  { name: 'Instituto Tecnológico de Buenos Aires', country: 'Argentina', alphaTwoCode: 'AR', webPage: 'https://www.itba.edu.ar/' },

  // Chile
  { name: 'Pontificia Universidad Católica de Chile', country: 'Chile', alphaTwoCode: 'CL', webPage: 'https://www.uc.cl/' },
  { name: 'Universidad de Chile', country: 'Chile', alphaTwoCode: 'CL', webPage: 'https://uchile.cl/' },
  { name: 'Universidad de Concepción', country: 'Chile', alphaTwoCode: 'CL', webPage: 'https://www.udec.cl/' },
  { name: 'Universidad Técnica Federico Santa María', country: 'Chile', alphaTwoCode: 'CL', webPage: 'https://usm.cl/' },
  { name: 'Universidad de Santiago de Chile', country: 'Chile', alphaTwoCode: 'CL', webPage: 'https://www.usach.cl/' },

  // Colombia
  { name: 'Universidad Nacional de Colombia', country: 'Colombia', alphaTwoCode: 'CO', webPage: 'https://unal.edu.co/' },
  { name: 'Universidad de los Andes', country: 'Colombia', alphaTwoCode: 'CO', webPage: 'https://uniandes.edu.co/' },
  { name: 'Pontificia Universidad Javeriana', country: 'Colombia', alphaTwoCode: 'CO', webPage: 'https://www.javeriana.edu.co/' },
  { name: 'Universidad de Antioquia', country: 'Colombia', alphaTwoCode: 'CO', webPage: 'https://www.udea.edu.co/' },
  { name: 'Universidad del Rosario', country: 'Colombia', alphaTwoCode: 'CO', webPage: 'https://urosario.edu.co/' },

  // Mexico
  { name: 'Universidad Nacional Autónoma de México', country: 'Mexico', alphaTwoCode: 'MX', webPage: 'https://www.unam.mx/' },
  {
    name: 'Instituto Tecnológico y de Estudios Superiores de Monterrey',
    country: 'Mexico',
    alphaTwoCode: 'MX',
    webPage: 'https://tec.mx/',
  },
  { name: 'Instituto Politécnico Nacional', country: 'Mexico', alphaTwoCode: 'MX', webPage: 'https://www.ipn.mx/' },
  { name: 'Universidad Iberoamericana', country: 'Mexico', alphaTwoCode: 'MX', webPage: 'https://ibero.mx/' },
  { name: 'Universidad de Guadalajara', country: 'Mexico', alphaTwoCode: 'MX', webPage: 'https://www.udg.mx/' },
  { name: 'Universidad Autónoma Metropolitana', country: 'Mexico', alphaTwoCode: 'MX', webPage: 'https://www.uam.mx/' },
  { name: 'Instituto Tecnológico Autónomo de México', country: 'Mexico', alphaTwoCode: 'MX', webPage: 'https://www.itam.mx/' },

  // Peru
  { name: 'Pontificia Universidad Católica del Perú', country: 'Peru', alphaTwoCode: 'PE', webPage: 'https://www.pucp.edu.pe/' },
  { name: 'Universidad Nacional Mayor de San Marcos', country: 'Peru', alphaTwoCode: 'PE', webPage: 'https://www.unmsm.edu.pe/' },
  { name: 'Universidad Peruana Cayetano Heredia', country: 'Peru', alphaTwoCode: 'PE', webPage: 'https://cayetano.edu.pe/' },
  { name: 'Universidad del Pacífico', country: 'Peru', alphaTwoCode: 'PE', webPage: 'https://www.up.edu.pe/' },

  // Other Latin America
  { name: 'Universidad de la República', country: 'Uruguay', alphaTwoCode: 'UY', webPage: 'https://udelar.edu.uy/' },
  { name: 'Universidad de Costa Rica', country: 'Costa Rica', alphaTwoCode: 'CR', webPage: 'https://www.ucr.ac.cr/' },
  { name: 'Universidad San Francisco de Quito', country: 'Ecuador', alphaTwoCode: 'EC', webPage: 'https://www.usfq.edu.ec/' },
  { name: 'Universidad Central de Venezuela', country: 'Venezuela', alphaTwoCode: 'VE', webPage: 'https://www.ucv.ve/' },

  // South Korea
  { name: 'Seoul National University', country: 'South Korea', alphaTwoCode: 'KR', webPage: 'https://www.snu.ac.kr/' },
  {
    name: 'Korea Advanced Institute of Science and Technology',
    country: 'South Korea',
    alphaTwoCode: 'KR',
    webPage: 'https://www.kaist.ac.kr/',
  },
  { name: 'Yonsei University', country: 'South Korea', alphaTwoCode: 'KR', webPage: 'https://www.yonsei.ac.kr/' },
  { name: 'Korea University', country: 'South Korea', alphaTwoCode: 'KR', webPage: 'https://www.korea.ac.kr/' },
  {
    name: 'Pohang University of Science and Technology',
    country: 'South Korea',
    alphaTwoCode: 'KR',
    webPage: 'https://www.postech.ac.kr/',
  },
  { name: 'Sungkyunkwan University', country: 'South Korea', alphaTwoCode: 'KR', webPage: 'https://www.skku.edu/' },
  { name: 'Hanyang University', country: 'South Korea', alphaTwoCode: 'KR', webPage: 'https://www.hanyang.ac.kr/' },

  // Singapore
  { name: 'National University of Singapore', country: 'Singapore', alphaTwoCode: 'SG', webPage: 'https://www.nus.edu.sg/' },
  { name: 'Nanyang Technological University', country: 'Singapore', alphaTwoCode: 'SG', webPage: 'https://www.ntu.edu.sg/' },
  { name: 'Singapore Management University', country: 'Singapore', alphaTwoCode: 'SG', webPage: 'https://www.smu.edu.sg/' },
  { name: 'Singapore University of Technology and Design', country: 'Singapore', alphaTwoCode: 'SG', webPage: 'https://www.sutd.edu.sg/' },

  // Hong Kong
  { name: 'University of Hong Kong', country: 'Hong Kong', alphaTwoCode: 'HK', webPage: 'https://www.hku.hk/' },
  { name: 'Hong Kong University of Science and Technology', country: 'Hong Kong', alphaTwoCode: 'HK', webPage: 'https://hkust.edu.hk/' },
  { name: 'Chinese University of Hong Kong', country: 'Hong Kong', alphaTwoCode: 'HK', webPage: 'https://www.cuhk.edu.hk/' },
  { name: 'City University of Hong Kong', country: 'Hong Kong', alphaTwoCode: 'HK', webPage: 'https://www.cityu.edu.hk/' },
  { name: 'Hong Kong Polytechnic University', country: 'Hong Kong', alphaTwoCode: 'HK', webPage: 'https://www.polyu.edu.hk/' },

  // Taiwan
  { name: 'National Taiwan University', country: 'Taiwan', alphaTwoCode: 'TW', webPage: 'https://www.ntu.edu.tw/' },
  { name: 'National Tsing Hua University', country: 'Taiwan', alphaTwoCode: 'TW', webPage: 'https://www.nthu.edu.tw/' },
  { name: 'National Yang Ming Chiao Tung University', country: 'Taiwan', alphaTwoCode: 'TW', webPage: 'https://www.nycu.edu.tw/' },
  { name: 'National Cheng Kung University', country: 'Taiwan', alphaTwoCode: 'TW', webPage: 'https://www.ncku.edu.tw/' },

  // Thailand
  { name: 'Chulalongkorn University', country: 'Thailand', alphaTwoCode: 'TH', webPage: 'https://www.chula.ac.th/' },
  { name: 'Mahidol University', country: 'Thailand', alphaTwoCode: 'TH', webPage: 'https://mahidol.ac.th/' },
  { name: 'Chiang Mai University', country: 'Thailand', alphaTwoCode: 'TH', webPage: 'https://www.cmu.ac.th/' },
  { name: 'Thammasat University', country: 'Thailand', alphaTwoCode: 'TH', webPage: 'https://tu.ac.th/' },

  // Malaysia
  { name: 'Universiti Malaya', country: 'Malaysia', alphaTwoCode: 'MY', webPage: 'https://www.um.edu.my/' },
  { name: 'Universiti Kebangsaan Malaysia', country: 'Malaysia', alphaTwoCode: 'MY', webPage: 'https://www.ukm.my/' },
  { name: 'Universiti Putra Malaysia', country: 'Malaysia', alphaTwoCode: 'MY', webPage: 'https://www.upm.edu.my/' },
  { name: 'Universiti Sains Malaysia', country: 'Malaysia', alphaTwoCode: 'MY', webPage: 'https://www.usm.my/' },
  { name: 'Universiti Teknologi Malaysia', country: 'Malaysia', alphaTwoCode: 'MY', webPage: 'https://www.utm.my/' },

  // Indonesia
  { name: 'Universitas Indonesia', country: 'Indonesia', alphaTwoCode: 'ID', webPage: 'https://www.ui.ac.id/' },
  { name: 'Institut Teknologi Bandung', country: 'Indonesia', alphaTwoCode: 'ID', webPage: 'https://www.itb.ac.id/' },
  { name: 'Universitas Gadjah Mada', country: 'Indonesia', alphaTwoCode: 'ID', webPage: 'https://ugm.ac.id/' },
  { name: 'Universitas Airlangga', country: 'Indonesia', alphaTwoCode: 'ID', webPage: 'https://unair.ac.id/' },

  // Philippines
  { name: 'University of the Philippines Diliman', country: 'Philippines', alphaTwoCode: 'PH', webPage: 'https://upd.edu.ph/' },
  { name: 'Ateneo de Manila University', country: 'Philippines', alphaTwoCode: 'PH', webPage: 'https://www.ateneo.edu/' },
  { name: 'De La Salle University', country: 'Philippines', alphaTwoCode: 'PH', webPage: 'https://www.dlsu.edu.ph/' },
  { name: 'University of Santo Tomas', country: 'Philippines', alphaTwoCode: 'PH', webPage: 'https://www.ust.edu.ph/' },

  // Vietnam
  { name: 'Vietnam National University, Hanoi', country: 'Vietnam', alphaTwoCode: 'VN', webPage: 'https://vnu.edu.vn/' },
  { name: 'Vietnam National University, Ho Chi Minh City', country: 'Vietnam', alphaTwoCode: 'VN', webPage: 'https://vnuhcm.edu.vn/' },
  { name: 'Hanoi University of Science and Technology', country: 'Vietnam', alphaTwoCode: 'VN', webPage: 'https://hust.edu.vn/' },

  // New Zealand
  { name: 'University of Auckland', country: 'New Zealand', alphaTwoCode: 'NZ', webPage: 'https://www.auckland.ac.nz/' },
  { name: 'University of Otago', country: 'New Zealand', alphaTwoCode: 'NZ', webPage: 'https://www.otago.ac.nz/' },
  { name: 'Victoria University of Wellington', country: 'New Zealand', alphaTwoCode: 'NZ', webPage: 'https://www.wgtn.ac.nz/' },
  { name: 'University of Canterbury', country: 'New Zealand', alphaTwoCode: 'NZ', webPage: 'https://www.canterbury.ac.nz/' },
  { name: 'Massey University', country: 'New Zealand', alphaTwoCode: 'NZ', webPage: 'https://www.massey.ac.nz/' },

  // Pakistan
  { name: 'Lahore University of Management Sciences', country: 'Pakistan', alphaTwoCode: 'PK', webPage: 'https://lums.edu.pk/' },
  { name: 'National University of Sciences and Technology', country: 'Pakistan', alphaTwoCode: 'PK', webPage: 'https://nust.edu.pk/' },
  { name: 'Quaid-i-Azam University', country: 'Pakistan', alphaTwoCode: 'PK', webPage: 'https://qau.edu.pk/' },
  { name: 'University of the Punjab', country: 'Pakistan', alphaTwoCode: 'PK', webPage: 'https://pu.edu.pk/' },

  // Saudi Arabia
  { name: 'King Abdulaziz University', country: 'Saudi Arabia', alphaTwoCode: 'SA', webPage: 'https://www.kau.edu.sa/' },
  {
    name: 'King Fahd University of Petroleum and Minerals',
    country: 'Saudi Arabia',
    alphaTwoCode: 'SA',
    webPage: 'https://www.kfupm.edu.sa/',
  },
  { name: 'King Saud University', country: 'Saudi Arabia', alphaTwoCode: 'SA', webPage: 'https://ksu.edu.sa/' },
  {
    name: 'King Abdullah University of Science and Technology',
    country: 'Saudi Arabia',
    alphaTwoCode: 'SA',
    webPage: 'https://www.kaust.edu.sa/',
  },

  // United Arab Emirates
  { name: 'United Arab Emirates University', country: 'United Arab Emirates', alphaTwoCode: 'AE', webPage: 'https://www.uaeu.ac.ae/' },
  { name: 'Khalifa University', country: 'United Arab Emirates', alphaTwoCode: 'AE', webPage: 'https://www.ku.ac.ae/' },
  { name: 'American University of Sharjah', country: 'United Arab Emirates', alphaTwoCode: 'AE', webPage: 'https://www.aus.edu/' },

  // Other Asia
  { name: 'Qatar University', country: 'Qatar', alphaTwoCode: 'QA', webPage: 'https://www.qu.edu.qa/' },
  { name: 'American University of Beirut', country: 'Lebanon', alphaTwoCode: 'LB', webPage: 'https://www.aub.edu.lb/' },
  { name: 'University of Jordan', country: 'Jordan', alphaTwoCode: 'JO', webPage: 'https://www.ju.edu.jo/' },
  { name: 'University of Tehran', country: 'Iran', alphaTwoCode: 'IR', webPage: 'https://ut.ac.ir/' },
  { name: 'University of Dhaka', country: 'Bangladesh', alphaTwoCode: 'BD', webPage: 'https://du.ac.bd/' },
  { name: 'University of Colombo', country: 'Sri Lanka', alphaTwoCode: 'LK', webPage: 'https://cmb.ac.lk/' },
  { name: 'Tribhuvan University', country: 'Nepal', alphaTwoCode: 'NP', webPage: 'https://tu.edu.np/' },
  { name: 'Nazarbayev University', country: 'Kazakhstan', alphaTwoCode: 'KZ', webPage: 'https://nu.edu.kz/' },

  // Other Oceania
  { name: 'University of the South Pacific', country: 'Fiji', alphaTwoCode: 'FJ', webPage: 'https://www.usp.ac.fj/' },
  { name: 'University of Papua New Guinea', country: 'Papua New Guinea', alphaTwoCode: 'PG', webPage: 'https://www.upng.ac.pg/' },
];
