#include "gui/teach/strategy_explorer_window.h"

#include "propagation/topology.h"
#include "teach/strategy_comparison.h"
#include "teach/strategy_presets.h"
#include "views/teach/charts/communication_chart_view.h"
#include "views/teach/charts/memory_chart_view.h"
#include "views/teach/collective_cost_model.h"
#include "views/teach/memory_breakdown_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope::gui::teaching {

namespace {

QSpinBox* spin(int minimum, int maximum, int value, QWidget* parent) {
  auto* box = new QSpinBox(parent);
  box->setRange(minimum, maximum);
  box->setValue(value);
  box->setAccelerated(true);
  return box;
}

void selectData(QComboBox* box, const QVariant& value) {
  const int index = box->findData(value);
  if (index >= 0) box->setCurrentIndex(index);
}

}  // namespace

StrategyExplorerWindow::StrategyExplorerWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("Strategy Explorer"));
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  auto* inputs = new QScrollArea(splitter);
  inputs->setWidget(buildInputs());
  inputs->setWidgetResizable(true);
  inputs->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  inputs->setMinimumWidth(inputs->widget()->minimumSizeHint().width() + 24);
  splitter->addWidget(inputs);
  splitter->addWidget(buildResults());
  splitter->setStretchFactor(1, 1);
  splitter->setSizes({inputs->minimumWidth(), 1600 - inputs->minimumWidth()});
  setCentralWidget(splitter);
  resize(1600, 1000);
  applyPreset(1);  // LLaMA 70B, TP=8 × PP=4 × DP=16: the seed's headline example
}

QWidget* StrategyExplorerWindow::buildInputs() {
  auto* panel = new QWidget;
  auto* column = new QVBoxLayout(panel);

  preset_ = new QComboBox(panel);
  preset_->addItem(tr("(your own)"));
  for (const auto& preset : teach::strategyPresets()) preset_->addItem(QString::fromStdString(preset.title));
  auto* presetForm = new QFormLayout;
  presetForm->addRow(tr("Seed 002 example:"), preset_);
  column->addLayout(presetForm);

  auto* modelBox = new QGroupBox(tr("Model"), panel);
  auto* modelForm = new QFormLayout(modelBox);
  modelPreset_ = new QComboBox(modelBox);
  for (const teach::ModelSize& model : teach::modelPresets()) modelPreset_->addItem(QString::fromStdString(model.name));
  modelPreset_->addItem(tr("Custom"));
  modelForm->addRow(tr("Preset:"), modelPreset_);
  layers_ = spin(1, 100000, 32, modelBox);
  hidden_ = spin(1, 1 << 20, 4096, modelBox);
  heads_ = spin(1, 1 << 14, 32, modelBox);
  kvHeads_ = spin(0, 1 << 14, 0, modelBox);
  kvHeads_->setSpecialValueText(tr("as heads"));
  ffn_ = spin(1, 1 << 22, 16384, modelBox);
  vocab_ = spin(1, 1 << 24, 50257, modelBox);
  experts_ = spin(1, 4096, 1, modelBox);
  topK_ = spin(1, 4096, 1, modelBox);
  gated_ = new QCheckBox(tr("gated MLP (SwiGLU)"), modelBox);
  tied_ = new QCheckBox(tr("tied embeddings"), modelBox);
  modelForm->addRow(tr("Layers:"), layers_);
  modelForm->addRow(tr("Hidden:"), hidden_);
  modelForm->addRow(tr("Heads:"), heads_);
  modelForm->addRow(tr("KV heads:"), kvHeads_);
  modelForm->addRow(tr("FFN:"), ffn_);
  modelForm->addRow(tr("Vocabulary:"), vocab_);
  modelForm->addRow(tr("Experts:"), experts_);
  modelForm->addRow(tr("Experts per token:"), topK_);
  modelForm->addRow(gated_);
  modelForm->addRow(tied_);
  parameterLabel_ = new QLabel(modelBox);
  parameterLabel_->setWordWrap(true);
  modelForm->addRow(parameterLabel_);
  column->addWidget(modelBox);

  auto* clusterBox = new QGroupBox(tr("Cluster"), panel);
  auto* clusterForm = new QFormLayout(clusterBox);
  gpus_ = spin(1, 1 << 20, 512, clusterBox);
  gpuMemory_ = new QDoubleSpinBox(clusterBox);
  gpuMemory_->setRange(1, 10000);
  gpuMemory_->setDecimals(0);
  gpuMemory_->setSuffix(tr(" GB"));
  gpuMemory_->setValue(80);
  gpusPerNode_ = spin(1, 1024, 8, clusterBox);
  intraLink_ = new QComboBox(clusterBox);
  interLink_ = new QComboBox(clusterBox);
  for (const auto& link : propagation::defaultTopologyTable().interconnects) {
    const QString label = QStringLiteral("%1 (%2 GB/s)").arg(QString::fromStdString(link.name)).arg(link.bandwidthGBps);
    intraLink_->addItem(label, QString::fromStdString(link.name));
    interLink_->addItem(label, QString::fromStdString(link.name));
    intraLink_->setItemData(intraLink_->count() - 1, QString::fromStdString(link.description), Qt::ToolTipRole);
    interLink_->setItemData(interLink_->count() - 1, QString::fromStdString(link.description), Qt::ToolTipRole);
  }
  selectData(intraLink_, QStringLiteral("nvlink4"));
  selectData(interLink_, QStringLiteral("ib-ndr"));
  clusterForm->addRow(tr("GPUs:"), gpus_);
  clusterForm->addRow(tr("GPU memory:"), gpuMemory_);
  clusterForm->addRow(tr("GPUs per node:"), gpusPerNode_);
  clusterForm->addRow(tr("Inside a node:"), intraLink_);
  clusterForm->addRow(tr("Between nodes:"), interLink_);
  column->addWidget(clusterBox);

  auto* parallelBox = new QGroupBox(tr("Parallelism"), panel);
  auto* parallelForm = new QFormLayout(parallelBox);
  dp_ = spin(0, 1 << 20, 0, parallelBox);
  dp_->setSpecialValueText(tr("auto (GPUs / TP·PP)"));
  tp_ = spin(1, 1024, 1, parallelBox);
  pp_ = spin(1, 4096, 1, parallelBox);
  ep_ = spin(1, 4096, 1, parallelBox);
  sp_ = new QCheckBox(tr("sequence parallel (with TP)"), parallelBox);
  zero_ = new QComboBox(parallelBox);
  zero_->addItems({tr("none (DDP)"), tr("ZeRO-1: optimizer state"), tr("ZeRO-2: + gradients"), tr("ZeRO-3 / FSDP: + weights")});
  schedule_ = new QComboBox(parallelBox);
  schedule_->addItems({tr("GPipe"), tr("1F1B"), tr("interleaved 1F1B")});
  chunks_ = spin(1, 64, 2, parallelBox);
  microbatches_ = spin(1, 100000, 8, parallelBox);
  microbatchSize_ = spin(1, 4096, 1, parallelBox);
  sequence_ = spin(1, 1 << 21, 4096, parallelBox);
  recompute_ = new QComboBox(parallelBox);
  recompute_->addItems({tr("none"), tr("selective (attention)"), tr("full")});
  parallelForm->addRow(tr("DP:"), dp_);
  parallelForm->addRow(tr("TP:"), tp_);
  parallelForm->addRow(tr("PP:"), pp_);
  parallelForm->addRow(tr("EP:"), ep_);
  parallelForm->addRow(sp_);
  parallelForm->addRow(tr("ZeRO:"), zero_);
  parallelForm->addRow(tr("Schedule:"), schedule_);
  parallelForm->addRow(tr("Chunks (v):"), chunks_);
  parallelForm->addRow(tr("Micro-batches (M):"), microbatches_);
  parallelForm->addRow(tr("Micro-batch size:"), microbatchSize_);
  parallelForm->addRow(tr("Sequence length:"), sequence_);
  parallelForm->addRow(tr("Recomputation:"), recompute_);
  column->addWidget(parallelBox);
  column->addStretch(1);
  // Combo boxes as wide as the panel, not as their longest entry (the presets' titles).
  for (QComboBox* box : panel->findChildren<QComboBox*>()) {
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(14);
  }

  connect(preset_, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (!applying_ && index > 0) applyPreset(index - 1);
  });
  connect(modelPreset_, &QComboBox::currentIndexChanged, this, [this] { modelPresetChosen(); });
  const auto changed = [this] {
    if (applying_) return;
    {
      const QSignalBlocker block(preset_);
      preset_->setCurrentIndex(0);  // edited by hand: no longer the seed's example
    }
    presetNote_.clear();
    recompute();
  };
  const auto shapeChanged = [this, changed] {
    if (applying_) return;
    nominalParameters_ = 0;  // a changed shape is counted, not named
    const QSignalBlocker block(modelPreset_);
    modelPreset_->setCurrentIndex(modelPreset_->count() - 1);
    changed();
  };
  for (QSpinBox* box : {layers_, hidden_, heads_, kvHeads_, ffn_, vocab_, experts_, topK_})
    connect(box, &QSpinBox::valueChanged, this, shapeChanged);
  for (QCheckBox* box : {gated_, tied_}) connect(box, &QCheckBox::toggled, this, shapeChanged);
  for (QSpinBox* box : {gpus_, gpusPerNode_, dp_, tp_, pp_, ep_, chunks_, microbatches_, microbatchSize_, sequence_})
    connect(box, &QSpinBox::valueChanged, this, changed);
  connect(gpuMemory_, &QDoubleSpinBox::valueChanged, this, changed);
  connect(sp_, &QCheckBox::toggled, this, changed);
  for (QComboBox* box : {intraLink_, interLink_, zero_, schedule_, recompute_})
    connect(box, &QComboBox::currentIndexChanged, this, changed);
  return panel;
}

QWidget* StrategyExplorerWindow::buildResults() {
  auto* panel = new QWidget;
  auto* column = new QVBoxLayout(panel);
  verdict_ = new QLabel(panel);
  verdict_->setWordWrap(true);
  QFont big = verdict_->font();
  big.setPointSizeF(big.pointSizeF() * 1.3);
  big.setBold(true);
  verdict_->setFont(big);
  seedNote_ = new QLabel(panel);
  seedNote_->setWordWrap(true);
  column->addWidget(verdict_);
  column->addWidget(seedNote_);

  auto* vertical = new QSplitter(Qt::Vertical, panel);
  auto* charts = new QSplitter(Qt::Horizontal, vertical);
  memoryChart_ = new views::MemoryChartView(charts);
  communicationChart_ = new views::CommunicationChartView(charts);
  charts->addWidget(memoryChart_);
  charts->addWidget(communicationChart_);
  auto* tables = new QSplitter(Qt::Horizontal, vertical);
  results_ = new views::MemoryBreakdownModel(this);
  collectiveModel_ = new views::CollectiveCostModel(this);
  resultsView_ = new QTableView(tables);
  resultsView_->setModel(results_);
  collectivesView_ = new QTableView(tables);
  collectivesView_->setModel(collectiveModel_);
  for (QTableView* view : {resultsView_, collectivesView_}) {
    view->verticalHeader()->hide();
    view->setWordWrap(false);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
  }
  tables->addWidget(resultsView_);
  tables->addWidget(collectivesView_);
  tables->setStretchFactor(1, 1);
  vertical->addWidget(charts);
  vertical->addWidget(tables);
  // The charts get most of the height: they are what a class looks at.
  vertical->setStretchFactor(0, 3);
  vertical->setStretchFactor(1, 2);
  vertical->setSizes({600, 330});
  charts->setSizes({600, 600});
  tables->setSizes({470, 800});
  column->addWidget(vertical, 1);
  return panel;
}

void StrategyExplorerWindow::modelPresetChosen() {
  if (applying_) return;
  const int index = modelPreset_->currentIndex();
  if (index < 0 || index >= static_cast<int>(teach::modelPresets().size())) return;  // Custom: keep the shape
  applying_ = true;
  setModel(teach::modelPresets()[static_cast<std::size_t>(index)]);
  applying_ = false;
  {
    const QSignalBlocker block(preset_);
    preset_->setCurrentIndex(0);
  }
  presetNote_.clear();
  recompute();
}

void StrategyExplorerWindow::applyPreset(int index) {
  const auto& presets = teach::strategyPresets();
  if (index < 0 || index >= static_cast<int>(presets.size())) return;
  const teach::StrategyPreset& preset = presets[static_cast<std::size_t>(index)];
  applying_ = true;
  preset_->setCurrentIndex(index + 1);
  setModel(preset.model);
  setCluster(preset.cluster);
  setConfig(preset.config);
  applying_ = false;
  presetNote_ = QString::fromStdString(preset.seedSays);
  recompute();
}

void StrategyExplorerWindow::setModel(const teach::ModelSize& model) {
  const bool outer = !applying_;
  applying_ = true;
  int index = modelPreset_->findText(QString::fromStdString(model.name));
  if (index < 0) index = modelPreset_->count() - 1;
  modelPreset_->setCurrentIndex(index);
  layers_->setValue(model.layers);
  hidden_->setValue(model.hidden);
  heads_->setValue(model.heads);
  kvHeads_->setValue(model.kvHeads);
  ffn_->setValue(model.ffn);
  vocab_->setValue(static_cast<int>(model.vocab));
  experts_->setValue(model.experts);
  topK_->setValue(model.expertsPerToken);
  gated_->setChecked(model.gatedMlp);
  tied_->setChecked(model.tiedEmbeddings);
  nominalParameters_ = model.nominalParameters;
  if (outer) finishOutsideEdit();
}

void StrategyExplorerWindow::setCluster(const teach::Cluster& cluster) {
  const bool outer = !applying_;
  applying_ = true;
  gpus_->setValue(cluster.gpus);
  gpuMemory_->setValue(cluster.gpuMemoryBytes / 1e9);
  gpusPerNode_->setValue(cluster.gpusPerNode);
  selectData(intraLink_, QString::fromStdString(cluster.intraNode.name));
  selectData(interLink_, QString::fromStdString(cluster.interNode.name));
  if (outer) finishOutsideEdit();
}

void StrategyExplorerWindow::setConfig(const teach::ParallelConfig& config) {
  const bool outer = !applying_;
  applying_ = true;
  dp_->setValue(config.dp);
  tp_->setValue(config.tp);
  pp_->setValue(config.pp);
  ep_->setValue(config.ep);
  sp_->setChecked(config.sequenceParallel);
  zero_->setCurrentIndex(static_cast<int>(config.zero));
  schedule_->setCurrentIndex(static_cast<int>(config.schedule));
  chunks_->setValue(config.chunks);
  microbatches_->setValue(config.microbatches);
  microbatchSize_->setValue(config.microbatchSize);
  sequence_->setValue(config.sequenceLength);
  recompute_->setCurrentIndex(static_cast<int>(config.recompute));
  if (outer) finishOutsideEdit();
}

void StrategyExplorerWindow::finishOutsideEdit() {
  // Set from outside (not by a preset): no longer the seed's example.
  {
    const QSignalBlocker block(preset_);
    preset_->setCurrentIndex(0);
  }
  presetNote_.clear();
  applying_ = false;
  recompute();
}

teach::ModelSize StrategyExplorerWindow::model() const {
  teach::ModelSize model;
  const int index = modelPreset_->currentIndex();
  model.name = index < static_cast<int>(teach::modelPresets().size()) ? modelPreset_->currentText().toStdString() : "custom";
  model.layers = layers_->value();
  model.hidden = hidden_->value();
  model.heads = heads_->value();
  model.kvHeads = kvHeads_->value();
  model.ffn = ffn_->value();
  model.vocab = vocab_->value();
  model.experts = experts_->value();
  model.expertsPerToken = topK_->value();
  model.gatedMlp = gated_->isChecked();
  model.tiedEmbeddings = tied_->isChecked();
  model.nominalParameters = nominalParameters_;
  return model;
}

teach::Cluster StrategyExplorerWindow::cluster() const {
  teach::Cluster cluster = teach::defaultCluster(gpus_->value());
  cluster.gpuMemoryBytes = gpuMemory_->value() * 1e9;
  cluster.gpusPerNode = gpusPerNode_->value();
  const propagation::TopologyTable table = propagation::defaultTopologyTable();
  if (const auto* link = table.find(intraLink_->currentData().toString().toStdString())) cluster.intraNode = *link;
  if (const auto* link = table.find(interLink_->currentData().toString().toStdString())) cluster.interNode = *link;
  return cluster;
}

teach::ParallelConfig StrategyExplorerWindow::config() const {
  teach::ParallelConfig config;
  config.tp = tp_->value();
  config.pp = pp_->value();
  const int modelParallel = config.tp * config.pp;
  config.dp = dp_->value() > 0 ? dp_->value() : (gpus_->value() % modelParallel == 0 ? gpus_->value() / modelParallel : 0);
  config.ep = ep_->value();
  config.sequenceParallel = sp_->isChecked() && config.tp > 1;
  config.zero = static_cast<teach::ZeroStage>(zero_->currentIndex());
  config.schedule = static_cast<teach::PipelineKind>(schedule_->currentIndex());
  config.chunks = config.schedule == teach::PipelineKind::Interleaved ? chunks_->value() : 1;
  config.microbatches = microbatches_->value();
  config.microbatchSize = microbatchSize_->value();
  config.sequenceLength = sequence_->value();
  config.recompute = static_cast<teach::Recompute>(recompute_->currentIndex());
  return config;
}

QString StrategyExplorerWindow::verdict() const { return verdictText_; }
QString StrategyExplorerWindow::seedNote() const { return presetNote_; }

void StrategyExplorerWindow::recompute() {
  const teach::ModelSize model = this->model();
  const teach::Cluster cluster = this->cluster();
  const teach::ParallelConfig config = this->config();
  chunks_->setEnabled(config.schedule == teach::PipelineKind::Interleaved);
  sp_->setEnabled(config.tp > 1);
  parameterLabel_->setText(model.nominalParameters > 0
                               ? tr("%1 billion parameters as named (%2 billion counted from the shape)")
                                     .arg(model.nominalParameters / 1e9, 0, 'g', 4)
                                     .arg(model.shapeParameters() / 1e9, 0, 'f', 2)
                               : tr("%1 billion parameters counted from the shape").arg(model.shapeParameters() / 1e9, 0, 'f', 2));
  seedNote_->setText(presetNote_.isEmpty() ? QString() : tr("Seed 002 — %1").arg(presetNote_));
  seedNote_->setVisible(!presetNote_.isEmpty());
  std::optional<std::string> error = teach::validateModel(model);
  if (!error) error = teach::validateConfig(config, cluster, model.layers, model.experts);
  if (error) {
    estimate_.reset();
    verdictText_ = tr("Not a valid configuration: %1").arg(QString::fromStdString(*error));
    verdict_->setStyleSheet(QStringLiteral("color: #a05000"));
    verdict_->setText(verdictText_);
    results_->clear();
    collectiveModel_->setCollectives({});
    communicationChart_->setCollectives({});
    memoryChart_->setStrategies(teach::compareStrategies(model, config, cluster), cluster.gpuMemoryBytes);
    return;
  }
  estimate_ = teach::estimateStrategy(model, config, cluster);
  const double total = estimate_->memory.total();
  verdictText_ = tr("%1 on %2 GPUs: %3 per device of %4 — %5")
                     .arg(QString::fromStdString(teach::describeConfig(config)))
                     .arg(cluster.gpus)
                     .arg(views::formatDecimalBytes(total), views::formatDecimalBytes(cluster.gpuMemoryBytes),
                          estimate_->fits ? tr("fits") : tr("does not fit"));
  if (config.pp > 1) verdictText_ += tr("; bubble %1%").arg(estimate_->bubbleFraction * 100, 0, 'f', 1);
  verdict_->setStyleSheet(estimate_->fits ? QStringLiteral("color: #1d7a30") : QStringLiteral("color: #b02020"));
  verdict_->setText(verdictText_);
  results_->setEstimate(*estimate_, model.parameters(), cluster.gpuMemoryBytes);
  collectiveModel_->setCollectives(estimate_->collectives);
  communicationChart_->setCollectives(estimate_->collectives);
  memoryChart_->setStrategies(teach::compareStrategies(model, config, cluster), cluster.gpuMemoryBytes);
  resultsView_->resizeColumnsToContents();
  collectivesView_->resizeColumnsToContents();
}

}  // namespace shardscope::gui::teaching
