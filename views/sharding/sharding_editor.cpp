#include "views/sharding/sharding_editor.h"

#include "sharding/sharding_conversion.h"
#include "views/sharding/dim_axes_model.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace shardscope::views {

namespace {

constexpr Notation kNotations[] = {Notation::Gspmd, Notation::Named, Notation::DTensor};

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

}  // namespace

ShardingEditor::ShardingEditor(QWidget* parent) : QWidget(parent) {
  title_ = new QLabel(this);
  title_->setObjectName("tensorTitle");
  title_->setTextFormat(Qt::RichText);
  origin_ = new QLabel(this);
  origin_->setObjectName("shardingOrigin");
  origin_->setWordWrap(true);
  notation_ = new QComboBox(this);
  notation_->setObjectName("notation");
  for (Notation notation : kNotations) notation_->addItem(qs(notationName(notation)));
  text_ = new QLineEdit(this);
  text_->setObjectName("shardingText");
  text_->setPlaceholderText(tr("e.g. {devices=[1,2]0,1}"));
  applyTextButton_ = new QPushButton(tr("Set"), this);
  applyTextButton_->setObjectName("applyText");

  auto* forms = new QFormLayout;
  for (int i = 0; i < 3; ++i) {
    forms_[i] = new QLabel(this);
    forms_[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
    forms_[i]->setWordWrap(true);
    forms->addRow(qs(notationName(kNotations[i])) + ":", forms_[i]);
  }

  dimModel_ = new DimAxesModel(this);
  dimTable_ = new QTableView(this);
  dimTable_->setObjectName("dimTable");
  dimTable_->setModel(dimModel_);
  dimTable_->verticalHeader()->hide();
  dimTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);  // a row per dim: cheap
  dimTable_->horizontalHeader()->setStretchLastSection(true);
  dimTable_->verticalHeader()->setDefaultSectionSize(dimTable_->fontMetrics().height() + 8);
  dimTable_->setEditTriggers(QAbstractItemView::AllEditTriggers);
  partial_ = new QLineEdit(this);
  partial_->setObjectName("partialAxes");
  partial_->setPlaceholderText(tr("axes over which the value is a pending sum"));
  priority_ = new QSpinBox(this);
  priority_->setObjectName("priority");
  priority_->setRange(0, 99);
  priority_->setPrefix("p");
  priority_->setToolTip(tr("p0 propagates first, then p1, ... (Shardy's user priorities)"));
  applyDimsButton_ = new QPushButton(tr("Annotate"), this);
  applyDimsButton_->setObjectName("applyDims");
  removeButton_ = new QPushButton(tr("Remove annotation"), this);
  removeButton_->setObjectName("removeAnnotation");
  error_ = new QLabel(this);
  error_->setObjectName("editorError");
  error_->setWordWrap(true);
  error_->setStyleSheet("color: #a02000");

  auto* textRow = new QHBoxLayout;
  textRow->addWidget(new QLabel(tr("Type a sharding in"), this));
  textRow->addWidget(notation_);
  textRow->addStretch(1);
  textRow->addWidget(applyTextButton_);
  auto* options = new QHBoxLayout;
  options->addWidget(new QLabel(tr("Partial over"), this));
  options->addWidget(partial_, 1);
  options->addWidget(new QLabel(tr("Priority"), this));
  options->addWidget(priority_);
  auto* buttons = new QHBoxLayout;
  buttons->addStretch(1);
  buttons->addWidget(removeButton_);
  buttons->addWidget(applyDimsButton_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(title_);
  layout->addWidget(origin_);
  layout->addLayout(forms);
  layout->addLayout(textRow);
  layout->addWidget(text_);
  layout->addWidget(dimTable_, 1);
  layout->addLayout(options);
  layout->addLayout(buttons);
  layout->addWidget(error_);

  connect(notation_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
  connect(applyTextButton_, &QPushButton::clicked, this,
          [this] { applyText(kNotations[notation_->currentIndex()], text_->text()); });
  connect(text_, &QLineEdit::returnPressed, applyTextButton_, &QPushButton::click);
  connect(applyDimsButton_, &QPushButton::clicked, this, &ShardingEditor::applyTable);
  connect(removeButton_, &QPushButton::clicked, this, [this] {
    if (!name_.isEmpty()) emit annotationRemovalRequested(name_);
  });
  connect(dimModel_, &DimAxesModel::editRejected, this, &ShardingEditor::showError);
  connect(dimModel_, &DimAxesModel::dimsEdited, this, [this] { showError({}); });
  setTensor({}, {}, {});
}

void ShardingEditor::setMesh(const sharding::Mesh& mesh) {
  mesh_ = mesh;
  dimModel_->setMesh(mesh);
  refresh();
}

void ShardingEditor::setTensor(const QString& name, const std::vector<int64_t>& shape, const QString& shapeText) {
  name_ = name;
  shape_ = shape;
  sharding_.reset();
  annotated_ = false;
  title_->setText(name.isEmpty() ? tr("<i>Select a tensor to annotate</i>")
                                 : QStringLiteral("<b>%1</b> &nbsp; %2").arg(name.toHtmlEscaped(), shapeText.toHtmlEscaped()));
  showError({});
  refresh();
}

void ShardingEditor::setSharding(const std::optional<sharding::HloSharding>& sharding, bool annotated, int priority,
                                 const QString& origin) {
  sharding_ = sharding;
  annotated_ = annotated;
  priority_->setValue(priority);
  origin_->setText(annotated ? tr("Annotated by you (p%1).").arg(priority) : origin);
  refresh();
}

QString ShardingEditor::errorText() const { return error_->text(); }

QString ShardingEditor::notationText(Notation notation) const {
  for (int i = 0; i < 3; ++i)
    if (kNotations[i] == notation) return forms_[i]->text();
  return {};
}

void ShardingEditor::refresh() {
  const bool any = !name_.isEmpty();
  for (QWidget* widget : {static_cast<QWidget*>(text_), static_cast<QWidget*>(applyTextButton_),
                          static_cast<QWidget*>(dimTable_), static_cast<QWidget*>(partial_),
                          static_cast<QWidget*>(priority_), static_cast<QWidget*>(applyDimsButton_)})
    widget->setEnabled(any);
  removeButton_->setEnabled(any && annotated_);
  if (!sharding_) {
    for (QLabel* form : forms_) form->setText(any ? tr("(no sharding)") : QString());
    dimModel_->setTensor(shape_, {});
    partial_->clear();
    text_->clear();
    return;
  }
  const ShardingDescription description = describeSharding(*sharding_, mesh_, static_cast<int64_t>(shape_.size()));
  for (int i = 0; i < 3; ++i) {
    const NotationText& form = description.in(kNotations[i]);
    forms_[i]->setText(form.ok() ? QString::fromStdString(form.text) : tr("no form: %1").arg(QString::fromStdString(form.error)));
    forms_[i]->setStyleSheet(form.ok() ? QString() : QStringLiteral("color: #777"));
  }
  const NotationText& current = description.in(kNotations[notation_->currentIndex()]);
  text_->setText(current.ok() ? QString::fromStdString(current.text) : QString());
  if (description.namedValue) {
    dimModel_->setTensor(shape_, description.namedValue->dims);
    QStringList partial;
    for (const std::string& axis : description.namedValue->unreduced) partial << QString::fromStdString(axis);
    partial_->setText(partial.join(", "));
  } else {
    dimModel_->setTensor(shape_, {});
    partial_->clear();
  }
}

bool ShardingEditor::request(const std::variant<sharding::HloSharding, std::string>& parsed) {
  if (const auto* error = std::get_if<std::string>(&parsed)) {
    showError(QString::fromStdString(*error));
    return false;
  }
  const auto& value = std::get<sharding::HloSharding>(parsed);
  if (value.isTiled() && value.dataRank() != static_cast<int64_t>(shape_.size())) {
    showError(tr("the sharding tiles %1 dims, `%2` has %3").arg(value.dataRank()).arg(name_).arg(shape_.size()));
    return false;
  }
  if (value.isTuple()) {
    showError(tr("tuple shardings are not annotated here: annotate the tuple's elements"));
    return false;
  }
  showError({});
  emit shardingRequested(name_, QString::fromStdString(value.normalized().toString(false)), priority_->value());
  return true;
}

bool ShardingEditor::applyText(Notation notation, const QString& text) {
  if (name_.isEmpty()) return false;
  if (text.size() > 1 << 20) {
    showError(tr("the text is longer than 1 MiB"));
    return false;
  }
  return request(parseInNotation(notation, text.toStdString(), mesh_, static_cast<int64_t>(shape_.size())));
}

bool ShardingEditor::applyTable() {
  if (name_.isEmpty()) return false;
  sharding::NamedSharding named;
  named.dims = dimModel_->dims();
  static const QRegularExpression separators("[\\s,\"{}]+");
  for (const QString& axis : partial_->text().split(separators, Qt::SkipEmptyParts)) named.unreduced.push_back(axis.toStdString());
  if (auto problem = sharding::checkAgainstMesh(named, mesh_)) {
    showError(QString::fromStdString(*problem));
    return false;
  }
  auto converted = sharding::toHloSharding(named, mesh_);
  if (auto* error = std::get_if<sharding::ConversionError>(&converted)) {
    showError(QString::fromStdString(error->message));
    return false;
  }
  return request(std::get<sharding::HloSharding>(std::move(converted)));
}

bool ShardingEditor::applyDims(const std::vector<std::vector<std::string>>& dimAxes, const std::vector<std::string>& partialAxes) {
  if (dimAxes.size() != shape_.size()) {
    showError(tr("give the axes of all %1 dims").arg(shape_.size()));
    return false;
  }
  dimModel_->setTensor(shape_, {});  // cleared first, so moving an axis between dims is not a duplicate
  for (std::size_t d = 0; d < dimAxes.size(); ++d) {
    QStringList names;
    for (const std::string& axis : dimAxes[d]) names << QString::fromStdString(axis);
    if (!dimModel_->setData(dimModel_->index(static_cast<int>(d), DimAxesModel::AxesColumn), names.join(", "))) return false;
  }
  QStringList partial;
  for (const std::string& axis : partialAxes) partial << QString::fromStdString(axis);
  partial_->setText(partial.join(", "));
  return applyTable();
}

void ShardingEditor::setPriority(int priority) { priority_->setValue(priority); }

void ShardingEditor::showError(const QString& message) {
  error_->setText(message);
  error_->setVisible(!message.isEmpty());
}

}  // namespace shardscope::views
