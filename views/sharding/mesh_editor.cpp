#include "views/sharding/mesh_editor.h"

#include "views/sharding/mesh_grid_widget.h"
#include "views/sharding/sharding_notation.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>


namespace shardscope::views {

namespace {

// Generous for any real cluster, small enough that the text cannot make us allocate much.
constexpr qsizetype kMaxListItems = 1 << 16;

enum OrderPreset { PresetCustom, PresetIota, PresetTransposed, PresetReversed };

QString joinIntegers(const std::vector<int64_t>& values) {
  QStringList parts;
  for (int64_t value : values) parts << QString::number(value);
  return parts.join(',');
}

QString joinNames(const std::vector<std::string>& names) {
  QStringList parts;
  for (const std::string& name : names) parts << QString::fromStdString(name);
  return parts.join(',');
}

}  // namespace

std::vector<int64_t> parseIntegerList(const QString& text, QString* error) {
  static const QRegularExpression separators("[\\s,x×]+");
  const QStringList parts = text.trimmed().split(separators, Qt::SkipEmptyParts);
  if (parts.size() > kMaxListItems) {
    *error = QObject::tr("more than %1 numbers").arg(kMaxListItems);
    return {};
  }
  std::vector<int64_t> values;
  values.reserve(static_cast<std::size_t>(parts.size()));
  for (const QString& part : parts) {
    bool ok = false;
    const qlonglong value = part.toLongLong(&ok);
    if (!ok || value < 0) {
      *error = QObject::tr("`%1` is not a non-negative integer").arg(part.left(32));
      return {};
    }
    values.push_back(value);
  }
  return values;
}

MeshEditor::MeshEditor(QWidget* parent) : QWidget(parent) {
  shapeEdit_ = new QLineEdit(this);
  shapeEdit_->setObjectName("meshShape");
  shapeEdit_->setPlaceholderText(tr("axis sizes, e.g. 2,4"));
  namesEdit_ = new QLineEdit(this);
  namesEdit_->setObjectName("meshAxisNames");
  namesEdit_->setPlaceholderText(tr("axis names, e.g. data,model"));
  orderEdit_ = new QLineEdit(this);
  orderEdit_->setObjectName("meshDeviceOrder");
  orderEdit_->setPlaceholderText(tr("device per position, row-major (empty: 0..N-1)"));
  orderPresets_ = new QComboBox(this);
  orderPresets_->setObjectName("meshOrderPresets");
  orderPresets_->addItems({tr("custom order"), tr("iota 0..N-1"), tr("transposed"), tr("reversed")});
  applyButton_ = new QPushButton(tr("Apply mesh"), this);
  applyButton_->setObjectName("applyMesh");
  error_ = new QLabel(this);
  error_->setObjectName("meshError");
  error_->setWordWrap(true);
  error_->setStyleSheet("color: #a02000");
  grid_ = new MeshGridWidget(this);

  auto* orderRow = new QHBoxLayout;
  orderRow->addWidget(orderEdit_, 1);
  orderRow->addWidget(orderPresets_);
  auto* form = new QFormLayout;
  form->addRow(tr("Shape"), shapeEdit_);
  form->addRow(tr("Axes"), namesEdit_);
  form->addRow(tr("Devices"), orderRow);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(form);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(error_, 1);
  buttons->addWidget(applyButton_);
  layout->addLayout(buttons);
  layout->addWidget(grid_, 1);

  connect(applyButton_, &QPushButton::clicked, this, &MeshEditor::applyFields);
  for (QLineEdit* edit : {shapeEdit_, namesEdit_, orderEdit_})
    connect(edit, &QLineEdit::returnPressed, this, &MeshEditor::applyFields);
  connect(orderPresets_, &QComboBox::activated, this, &MeshEditor::fillOrderPreset);

  session::Mesh initial;
  initial.shape = {2};
  initial.axisNames = {"x"};
  setMesh(initial);
}

void MeshEditor::setMesh(const session::Mesh& mesh) {
  mesh_ = mesh;
  shapeEdit_->setText(joinIntegers(mesh.shape));
  namesEdit_->setText(joinNames(mesh.axisNames));
  orderEdit_->setText(joinIntegers(mesh.deviceOrder));
  orderPresets_->setCurrentIndex(mesh.deviceOrder.empty() ? PresetIota : PresetCustom);
  auto built = toShardingMesh(mesh);
  if (auto* error = std::get_if<std::string>(&built)) {
    showError(QString::fromStdString(*error));
    return;
  }
  showError({});
  grid_->setMesh(std::get<sharding::Mesh>(built));
}

QString MeshEditor::errorText() const { return error_->text(); }

void MeshEditor::setFields(const QString& shape, const QString& axisNames, const QString& deviceOrder) {
  shapeEdit_->setText(shape);
  namesEdit_->setText(axisNames);
  orderEdit_->setText(deviceOrder);
}

bool MeshEditor::applyFields() {
  QString error;
  session::Mesh mesh;
  mesh.shape = parseIntegerList(shapeEdit_->text(), &error);
  if (!error.isEmpty()) {
    showError(tr("shape: %1").arg(error));
    return false;
  }
  if (mesh.shape.empty()) {
    showError(tr("shape: give at least one axis size"));
    return false;
  }
  static const QRegularExpression nameSeparators("[\\s,]+");
  for (const QString& name : namesEdit_->text().split(nameSeparators, Qt::SkipEmptyParts))
    mesh.axisNames.push_back(name.toStdString());
  if (mesh.axisNames.size() > mesh.shape.size() + 64) {
    showError(tr("axes: too many names"));
    return false;
  }
  mesh.deviceOrder = parseIntegerList(orderEdit_->text(), &error);
  if (!error.isEmpty()) {
    showError(tr("devices: %1").arg(error));
    return false;
  }
  auto built = toShardingMesh(mesh);
  if (auto* problem = std::get_if<std::string>(&built)) {
    showError(QString::fromStdString(*problem));
    return false;
  }
  // Store iota as "no order", the session's canonical spelling.
  if (std::get<sharding::Mesh>(built).hasIotaDeviceOrder()) mesh.deviceOrder.clear();
  showError({});
  grid_->setMesh(std::get<sharding::Mesh>(built));
  if (mesh.shape == mesh_.shape && mesh.axisNames == mesh_.axisNames && mesh.deviceOrder == mesh_.deviceOrder) return false;
  mesh_ = mesh;
  emit meshEdited(mesh);
  return true;
}

void MeshEditor::fillOrderPreset(int preset) {
  QString error;
  const std::vector<int64_t> sizes = parseIntegerList(shapeEdit_->text(), &error);
  int64_t count = 1;
  for (int64_t size : sizes) {
    if (size < 1 || count > (int64_t{1} << 20) / size) {
      showError(tr("give a valid shape before choosing a device order"));
      return;
    }
    count *= size;
  }
  if (!error.isEmpty() || sizes.empty()) {
    showError(tr("give a valid shape before choosing a device order"));
    return;
  }
  std::vector<int64_t> order(static_cast<std::size_t>(count));
  switch (preset) {
    case PresetIota: orderEdit_->clear(); return;
    case PresetReversed:
      for (int64_t i = 0; i < count; ++i) order[static_cast<std::size_t>(i)] = count - 1 - i;
      break;
    case PresetTransposed: {
      // Position (i0, ..., ik) holds the device that iota over the reversed axes puts
      // there: the column-major numbering of the mesh.
      for (int64_t position = 0; position < count; ++position) {
        int64_t rest = position, device = 0, stride = 1;
        std::vector<int64_t> coordinates(sizes.size());
        for (std::size_t axis = sizes.size(); axis-- > 0;) {
          coordinates[axis] = rest % sizes[axis];
          rest /= sizes[axis];
        }
        for (std::size_t axis = 0; axis < sizes.size(); ++axis) {
          device += coordinates[axis] * stride;
          stride *= sizes[axis];
        }
        order[static_cast<std::size_t>(position)] = device;
      }
      break;
    }
    default: return;
  }
  orderEdit_->setText(joinIntegers(order));
}

void MeshEditor::showError(const QString& message) {
  error_->setText(message);
  error_->setVisible(!message.isEmpty());
}

}  // namespace shardscope::views
